import { RisingPath, Spark, Stroke, Tile, type Point } from '../motif';
import { COVER, type SceneProps } from './scene-kit';

/** Training: learners climb a staircase to the graduation tile, beside a faint dashed line (training that stalls) that sags. */
export function TrainingScene({ random, kit, secondKit }: SceneProps) {
  const b = secondKit.a;
  const steps = random.int(3, 5);
  const left = 140;
  const width = 680 / steps;
  const floor = COVER.safe.bottom;
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
          <rect x={left + width * i + 6} y={top} width={width - 12} height={floor - top} rx="18" className="fill-white/[0.04] stroke-white/10" />
          <line
            x1={left + width * i + 26}
            y1={top}
            x2={left + width * (i + 1) - 26}
            y2={top}
            className={`${b.stroke} opacity-70`}
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
      ))}
      <Stroke d={`M${sx} ${sy} L ${sx + 220} ${sy} Q ${sx + 320} ${sy} ${sx + 400} ${sy + sag}`} className="stroke-white/25" width="2.5" dash="2 9" />
      <RisingPath points={[...nodes, tile]} kit={kit} />
      {nodes.map((at, i) => (
        <Tile key={i} kit={secondKit} at={at} icon={icons[i]} size={46} quiet />
      ))}
      <Tile kit={kit} at={tile} size={92} icon="graduation" />
      <Spark at={[tile[0] + 62, tile[1] - 42]} size={8} />
    </g>
  );
}

/** Returns: the insights tile (what was spent) sends a loop out through what the work changes and back past it to the spark. */
export function ReturnsScene({ random, kit, secondKit }: SceneProps) {
  const [cx, cy] = [random.int(440, 520), random.int(190, 210)];
  const [rx, ry] = [random.int(230, 270), random.int(110, 130)];
  const icons = random.some(['target', 'zap', 'clock', 'users', 'workflow'] as const, 3);
  const turns = random.some([200, 250, 290, 340, 20], 3).sort((p, q) => p - q);
  const on = (deg: number): Point => [Math.round(cx + rx * Math.cos((deg * Math.PI) / 180)), Math.round(cy + ry * Math.sin((deg * Math.PI) / 180))];
  return (
    <g>
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="none" className={kit.a.stroke} strokeWidth="3" strokeDasharray="1 10" strokeLinecap="round" />
      <Stroke d={`M${on(150).join(' ')}A${rx} ${ry} 0 1 1 ${on(60).join(' ')}`} className={secondKit.a.stroke} width="4" />
      {turns.map((deg, i) => (
        <Tile key={deg} kit={secondKit} at={on(deg)} icon={icons[i]} size={50} quiet />
      ))}
      <Tile kit={kit} at={on(150)} size={88} icon={random.pick(['wallet', 'trending'] as const)} />
      <Spark at={on(60)} />
    </g>
  );
}
