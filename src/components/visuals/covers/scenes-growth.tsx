import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from '../accent-classes';
import { GlyphTile, IconNode, RisingPath, Spark, type Point } from '../motif';
import { polyline, type SceneProps } from './scene-kit';

/** Scenes about growth: people learning (training) and money coming back (returns). */

/**
 * Training: learners climb a staircase of levels to the graduation tile, while a faint dashed line
 * (training that stalls) runs flat beside them and sags.
 */
export function TrainingScene({ id, random, accent, second }: SceneProps) {
  const b = ACCENT_CLASSES[second];
  const steps = random.int(3, 5);
  const left = 140;
  const width = 680 / steps;
  const [low, high] = [random.int(296, 336), random.int(164, 190)];
  const tops = Array.from({ length: steps }, (_, i) => Math.round(low - (i * (low - high)) / (steps - 1)));
  const nodes: Point[] = tops.slice(0, -1).map((top, i) => [Math.round(left + width * (i + 0.5)), Math.round(top - 40)]);
  const tile: Point = [Math.round(left + width * (steps - 0.5)), Math.round(tops.at(-1)! - 58)];
  const icons = random.some(['users', 'brain', 'code', 'target', 'message', 'sparkles'] as const, steps - 1);
  const sag = random.int(18, 40);
  const [sx, sy] = nodes[0];
  return (
    <g>
      {tops.map((top, i) => (
        <g key={top}>
          <rect x={left + width * i + 6} y={top} width={width - 12} height={460 - top} rx="18" className="fill-white/[0.04] stroke-white/10" />
          <line
            x1={left + width * i + 26}
            y1={top}
            x2={left + width * (i + 1) - 26}
            y2={top}
            className={cn(b.stroke, 'opacity-70')}
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
      ))}
      <path
        d={`M${sx} ${sy} L ${sx + 220} ${sy} Q ${sx + 320} ${sy} ${sx + 400} ${sy + sag}`}
        fill="none"
        className="stroke-white/25"
        strokeWidth="2.5"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <RisingPath points={[...nodes, tile]} accent={accent} />
      {nodes.map((at, i) => (
        <IconNode key={i} at={at} icon={icons[i]} accent={second} size={46} />
      ))}
      <GlyphTile at={tile} size={92} icon="graduation" fill={`url(#${id}-fill)`} />
      <Spark at={[tile[0] + 62, tile[1] - 42]} size={8} />
    </g>
  );
}

/**
 * Returns: the J-curve of an investment. The line dips below the dashed cost line, crosses it at
 * break-even (ringed in the scene's accent) and climbs to the spark; the area under it is lit.
 */
export function ReturnsScene({ id, random, accent, second }: SceneProps) {
  const a = ACCENT_CLASSES[accent];
  const b = ACCENT_CLASSES[second];
  const base = random.int(226, 262);
  const [dx, dy] = [random.int(236, 320), base + random.int(34, 76)];
  const cross = dx + random.int(120, 190);
  const [ex, ey] = [random.int(770, 810), random.int(74, 118)];
  const curve = `M110 ${base} C 170 ${base} ${dx - 50} ${dy} ${dx} ${dy} C ${dx + 50} ${dy} ${cross - 50} ${base + 30} ${cross} ${base} C ${cross + 70} ${base - 44} ${ex - 90} ${ey + 40} ${ex} ${ey}`;
  const ticks = Array.from({ length: 9 }, (_, i) => 150 + i * 81);
  const tileIcon = random.pick(['trending', 'line-chart', 'wallet'] as const);
  const satellite = random.pick(['target', 'zap', 'chart', 'clock'] as const);
  // The tile sits in the open sky above the dip, or above the climb's start.
  const tile: Point = random.next() < 0.5 ? [random.int(200, 250), random.int(104, 126)] : [random.int(470, 530), random.int(96, 116)];
  const moon: Point = [tile[0] + random.int(104, 124), tile[1] - random.int(12, 30)];
  return (
    <g>
      <defs>
        <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={b.stopLight} stopOpacity="0.32" />
          <stop offset="1" className={b.stopLight} stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-edge-fade`} gradientUnits="userSpaceOnUse" x1="110" y1="0" x2="240" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" />
        </linearGradient>
        <mask id={`${id}-edge`}>
          <rect width="960" height="420" fill={`url(#${id}-edge-fade)`} />
        </mask>
      </defs>
      <g className="stroke-white/[0.06]" strokeWidth="1.5">
        {ticks.map((x) => (
          <line key={x} x1={x} y1="60" x2={x} y2="360" />
        ))}
      </g>
      <path d={`${curve} L ${ex} 420 L 110 420 Z`} fill={`url(#${id}-area)`} mask={`url(#${id}-edge)`} />
      <line x1="120" y1={base} x2="840" y2={base} className="stroke-white/30" strokeWidth="2" strokeDasharray="6 8" />
      <path d={curve} fill="none" className={a.stroke} strokeWidth="4" strokeLinecap="round" />
      <circle cx={dx} cy={dy} r="7" className={cn('fill-navy-950', a.stroke)} strokeWidth="3" />
      <circle cx={cross} cy={base} r="18" className={cn('fill-none', b.stroke)} strokeWidth="2.5" />
      <circle cx={cross} cy={base} r="7" className={b.fill} />
      <line
        x1={cross}
        y1={base + 18}
        x2={cross}
        y2="360"
        className={cn(b.stroke, 'opacity-50')}
        strokeWidth="2"
        strokeDasharray="1 7"
        strokeLinecap="round"
      />
      <polyline points={polyline([tile, moon])} fill="none" className="stroke-white/20" strokeWidth="2" strokeDasharray="1 8" strokeLinecap="round" />
      <GlyphTile at={tile} size={88} icon={tileIcon} fill={`url(#${id}-fill)`} />
      <IconNode at={moon} icon={satellite} accent={second} size={42} />
      <Spark at={[ex, ey]} />
    </g>
  );
}
