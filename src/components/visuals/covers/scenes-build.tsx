import { RisingPath, Tile, type Point } from '../motif';
import type { SceneProps } from './scene-kit';

/** Modernisation: the legacy monolith, a dashed path of stages, and the same work as modular services, one rebuilt core lit. */
export function ModernisationScene({ random, kit, secondKit }: SceneProps) {
  const slots = random.int(3, 5);
  const slotGap = 168 / slots;
  const wide = random.next() < 0.5;
  const [cols, rows] = wide ? [3, 2] : [2, 2];
  const step = 94;
  const size = 74;
  const gridLeft = wide ? 596 : random.int(610, 660);
  const gridTop = random.int(128, 178);
  const cells: Point[] = Array.from({ length: cols * rows }, (_, i) => [gridLeft + (i % cols) * step, gridTop + Math.floor(i / cols) * step]);
  const core = random.int(0, cells.length - 1);
  const icons = random.some(['cloud', 'database', 'server', 'shield', 'code', 'lock', 'zap', 'smartphone'] as const, cells.length);
  const path: Point[] = [
    [330, 296],
    [396, random.int(252, 272)],
    [458, random.int(214, 234)],
    [gridLeft - 70, gridTop + random.int(20, 44)],
  ];
  return (
    <g>
      <rect x="176" y="100" width="150" height="220" rx="18" className="fill-white/[0.05] stroke-white/20" strokeWidth="1.5" />
      {Array.from({ length: slots }, (_, i) => {
        const y = 124 + i * slotGap;
        return (
          <g key={y}>
            <rect x="196" y={y} width="110" height={slotGap - 14} rx="6" className="fill-white/10" />
            <circle cx="288" cy={y + (slotGap - 14) / 2} r="4" className={i === slots - 1 ? kit.a.fill : 'fill-white/30'} />
          </g>
        );
      })}
      <line x1="176" y1="320" x2="326" y2="320" className="stroke-white/20" strokeWidth="1.5" />
      <RisingPath points={path} kit={kit} dashed />
      {cells.map((at, i) => (i === core ? null : <Tile key={i} kit={secondKit} at={at} size={size} icon={icons[i]} quiet />))}
      <g className="stroke-white/15" strokeWidth="2">
        {cells
          .slice(0, -1)
          .map(([x, y], i) => ((i + 1) % cols === 0 ? null : <line key={i} x1={x + size / 2} y1={y} x2={x + step - size / 2} y2={y} />))}
      </g>
      <Tile kit={kit} at={cells[core]} size={size + 8} icon={random.pick(['workflow', 'layers'] as const)} />
    </g>
  );
}

/** Talent: a pool of candidates, a few picked out, who go through hire, train and deploy on the rising path to the spark. */
export function TalentScene({ random, kit, secondKit }: SceneProps) {
  const b = secondKit.a;
  const pool: Point[] = [];
  while (pool.length < 22) {
    const p: Point = [random.int(150, 320), random.int(80, 330)];
    if (pool.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) > 26)) pool.push(p);
  }
  const picked = random.some([...pool.keys()], 4);
  const stages: Point[] = [
    [420, random.int(262, 286)],
    [572, random.int(196, 220)],
    [720, random.int(124, 146)],
  ];
  const [hire, train, deploy] = [
    random.pick(['users', 'search'] as const),
    random.pick(['graduation', 'code'] as const),
    random.pick(['briefcase', 'rocket'] as const),
  ];
  return (
    <g>
      <g className={`${b.stroke} opacity-60`} strokeWidth="2" strokeDasharray="1 7" strokeLinecap="round">
        {picked.map((i) => (
          <line key={i} x1={pool[i][0]} y1={pool[i][1]} x2={stages[0][0]} y2={stages[0][1]} />
        ))}
      </g>
      {pool.map(([x, y], i) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={picked.includes(i) ? 8 : 5} className={picked.includes(i) ? b.fill : 'fill-white/25'} />
      ))}
      <RisingPath points={[...stages, [792, 74]]} kit={kit} />
      <Tile kit={secondKit} at={stages[0]} icon={hire} size={58} quiet />
      <Tile kit={secondKit} at={stages[1]} icon={train} size={58} quiet />
      <Tile kit={kit} at={stages[2]} size={88} icon={deploy} />
    </g>
  );
}
