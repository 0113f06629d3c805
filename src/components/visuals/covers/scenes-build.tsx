import { RisingPath, Spark, Stroke, Tile, spread, type Kit, type Point } from '../motif';
import type { SceneProps } from './scene-kit';

/** Modernisation: the legacy monolith, a dashed path of stages, and the same work as modular services, one rebuilt core lit. */
export function ModernisationScene({ random, kit, secondKit }: SceneProps) {
  const wide = random.next() < 0.5;
  const [cols, rows] = wide ? [3, 2] : [2, 2];
  const [step, size] = [94, 74];
  const gridLeft = wide ? 596 : random.int(610, 660);
  const gridTop = random.int(128, 178);
  const cells: Point[] = Array.from({ length: cols * rows }, (_, i) => [gridLeft + (i % cols) * step, gridTop + Math.floor(i / cols) * step]);
  const core = random.int(0, cells.length - 1);
  const icons = random.some(['cloud', 'database', 'server', 'shield', 'code', 'lock', 'zap', 'smartphone'] as const, cells.length);
  const path: Point[] = [[330, 296], [396, random.int(252, 272)], [458, random.int(214, 234)], [gridLeft - 70, gridTop + random.int(20, 44)]]; // prettier-ignore
  return (
    <g>
      <Monolith x={176} slots={random.int(3, 5)} kit={kit} />
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

/** The legacy monolith, `x` from the left: a tall case of `slots` stacked units, the last one lit. */
function Monolith({ x, slots, kit }: { x: number; slots: number; kit: Kit }) {
  const gap = 168 / slots;
  return (
    <g>
      <rect x={x} y="100" width="150" height="220" rx="18" className="fill-white/[0.05] stroke-white/20" strokeWidth="1.5" />
      {Array.from({ length: slots }, (_, i) => (
        <g key={i}>
          <rect x={x + 20} y={124 + i * gap} width="110" height={gap - 14} rx="6" className="fill-white/10" />
          <circle cx={x + 112} cy={124 + i * gap + (gap - 14) / 2} r="4" className={i === slots - 1 ? kit.a.fill : 'fill-white/30'} />
        </g>
      ))}
      <line x1={x} y1="320" x2={x + 150} y2="320" className="stroke-white/20" strokeWidth="1.5" />
    </g>
  );
}

/** Modernisation, kept whole: the core system in the middle, opened by API lines to services on both sides, one new one lit. */
export function OpenCoreScene({ random, kit, secondKit }: SceneProps) {
  const icons = random.some(['cloud', 'database', 'server', 'shield', 'code', 'lock', 'zap', 'smartphone'] as const, 6);
  const lit = random.int(0, 5);
  const tiles = [250, 710].flatMap((x) => spread(3, 110, 300).map((y, i): Point => [x + (i === 1 ? (x < 480 ? -30 : 30) : 0), y]));
  return (
    <g>
      <Monolith x={405} slots={random.int(3, 5)} kit={kit} />
      {tiles.map((at, i) => (
        <g key={i}>
          <Stroke
            d={`M${i < 3 ? 405 : 555} ${150 + 60 * (i % 3)}L${at.join(' ')}`}
            className={(i === lit ? kit : secondKit).a.stroke}
            width="2.5"
            dash="1 8"
          />
          <Tile kit={i === lit ? kit : secondKit} at={at} size={i === lit ? 78 : 62} icon={i === lit ? 'workflow' : icons[i]} quiet={i !== lit} />
        </g>
      ))}
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
  const stages: Point[] = [[420, random.int(262, 286)], [572, random.int(196, 220)], [720, random.int(124, 146)]]; // prettier-ignore
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

/** Talent, from the top: the leader the search is for, briefed on the team each lead will run. */
export function TeamScene({ random, kit, secondKit }: SceneProps) {
  const leads = spread(3, 290, 670).map((x): Point => [x, random.int(220, 236)]);
  const icons = random.some(['users', 'code', 'target', 'workflow', 'brain'] as const, 3);
  const team = leads.flatMap(([x, y]) => spread(random.int(3, 4), x - 60, x + 60).map((dx) => [x, y, dx]));
  return (
    <g>
      <Stroke d={leads.map(([x, y]) => `M480 150V180H${x}V${y}`).join('')} className={kit.a.stroke} width="3" join="round" />
      <Stroke d={team.map(([x, y, dx]) => `M${x} ${y}L${dx} 318`).join('')} className="stroke-white/15" width="2" />
      {team.map(([, , dx]) => (
        <circle key={dx} cx={dx} cy="318" r="9" className={secondKit.a.fill} />
      ))}
      {leads.map((at, i) => (
        <Tile key={i} kit={secondKit} at={at} icon={icons[i]} size={56} quiet />
      ))}
      <Tile kit={kit} at={[480, 106]} size={88} icon={random.pick(['briefcase', 'search'] as const)} />
      <Spark at={[552, 68]} size={8} />
    </g>
  );
}
