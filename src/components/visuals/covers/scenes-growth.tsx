import { RisingPath, Spark, Stroke, Tile, spread, type Point } from '../motif';
import { COVER, type SceneProps } from './scene-kit';

/** Training: learners climb a staircase to the graduation tile, beside a faint dashed line (training that stalls) that sags. */
export function TrainingScene({ random, kit, secondKit }: SceneProps) {
  const b = secondKit.a;
  const steps = random.int(3, 5);
  const [left, width, floor] = [140, 680 / steps, COVER.safe.bottom];
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

/** Training, the other way: modules as progress bars, each further along, converging on the graduation tile; one stalls. */
export function ModulesScene({ random, kit, secondKit }: SceneProps) {
  const rows = spread(4, 100, 300);
  const icons = random.some(['users', 'brain', 'code', 'target', 'message', 'sparkles'] as const, rows.length);
  const tile: Point = [720, random.int(170, 230)];
  return (
    <g>
      {rows.map((y, i) => {
        const end = 230 + Math.round((0.3 + i * 0.2 + random.next() * 0.1) * 300);
        return (
          <g key={y}>
            <rect x="230" y={y - 11} width="300" height="22" rx="11" className="fill-white/10" />
            <rect x="230" y={y - 11} width={end - 230} height="22" rx="11" className={secondKit.a.fill} />
            <Stroke d={`M${end + 16} ${y}L${tile[0] - 60} ${tile[1]}`} className={i ? kit.a.stroke : 'stroke-white/25'} width="2.5" dash="2 9" />
            <Tile kit={secondKit} at={[186, y]} icon={icons[i]} size={46} quiet />
          </g>
        );
      })}
      <Tile kit={kit} at={tile} size={92} icon="graduation" />
      <Spark at={[tile[0] + 62, tile[1] - 58]} size={8} />
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

/** Returns, two other ways: a J-curve that dips below break-even before it climbs (1), or bars that compound (2). */
export function ClimbScene({ random, kit, secondKit, variant }: SceneProps) {
  const icons = random.some(['target', 'zap', 'clock', 'users', 'workflow'] as const, 3);
  const base = random.int(190, 220);
  const xs = spread(5, 210, 760);
  const bars = xs.map((_, i) => 40 + i * random.int(40, 46));
  const dip: Point[] = [[200, base], [340, base + random.int(70, 90)], [470, base + 20], [610, random.int(130, 150)], [770, 70]]; // prettier-ignore
  const points = variant === 1 ? dip : xs.map((x, i): Point => [x, 300 - bars[i] - (i ? 0 : 16)]);
  return (
    <g>
      {variant === 1 && <Stroke d={`M150 ${base}H810`} className="stroke-white/20" width="2" dash="6 8" />}
      {variant === 2 &&
        xs.map((x, i) => (
          <rect key={x} x={x - 36} y={340 - bars[i]} width="72" height={bars[i]} rx="12" className="fill-white/[0.06] stroke-white/15" />
        ))}
      <RisingPath points={points} kit={kit} />
      {points.slice(1, 4).map((at, i) => (
        <Tile key={i} kit={secondKit} at={at} icon={icons[i]} size={50} quiet />
      ))}
      <Tile kit={kit} at={points[0]} size={88} icon={random.pick(['wallet', 'trending'] as const)} />
    </g>
  );
}
