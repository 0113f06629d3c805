import type { Accent } from '@/lib/accents';
import type { IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { Art, Label, Spark, Tile, Trail, spread, type Point } from './motif';

/** An industry: the sector's tile above (beside, on a phone) its programmes, each a named bar as long as its hours, each figure past the track's end. */
export function SectorArt({
  icon,
  accent,
  programs,
  most = Math.max(...programs.map((p) => p.hours)),
  caption,
}: {
  icon: IconName;
  accent: Accent;
  programs: { short: string; hours: number }[];
  /** The hours a full track stands for: the most of any industry, so bars compare across pages. */
  most?: number;
  caption: string;
}) {
  return (
    <Art
      id="sector-art"
      accent={accent}
      icons={[icon]}
      draw={(f, kit) => {
        // The names start at `name`, the tracks at `left`: room for 15 characters of Noto Sans between them.
        const [tile, tileAt, name, left, length, rows]: [number, Point, number, number, number, number[]] = f.band
          ? [64, [40, 100], 84, 240, 150, spread(programs.length, 66, 160)]
          : [120, [240, 90], 24, 192, 198, spread(programs.length, 236, 372)];
        return (
          <>
            <Tile kit={kit} at={tileAt} size={tile} icon={icon} />
            <Label at={[name, rows[0] - 28]} start>
              {caption}
            </Label>
            {programs.map(({ short, hours }, i) => (
              <g key={short}>
                <text x={name} y={rows[i] + 6} className="fill-slate-200 text-[18px] font-medium">
                  {short}
                </text>
                <rect x={left} y={rows[i] - 9} width={length} height="18" rx="9" className="fill-white/10" />
                <rect x={left} y={rows[i] - 9} width={(length * hours) / most} height="18" rx="9" className={kit.a.fill} data-value={hours} />
                <Label at={[left + length + 10, rows[i] + 6]} start>
                  {hours} h
                </Label>
              </g>
            ))}
          </>
        );
      }}
    />
  );
}

/** Kriyon Plus: a launch arc from idea to scale, milestones on the way, the rocket climbing it. */
export function LaunchArt({ accent }: { accent: Accent }) {
  return (
    <Art
      id="launch-art"
      accent={accent}
      icons={['rocket']}
      draw={({ h, band }, kit) => {
        const [p0, c, p1]: Point[] = [
          [36, h - 14],
          [300, h * 0.85],
          [420, band ? 34 : 70],
        ];
        const on = (t: number, k: 0 | 1) => Math.round((1 - t) ** 2 * p0[k] + 2 * (1 - t) * t * c[k] + t * t * p1[k]);
        const at = (t: number): Point => [on(t, 0), on(t, 1)];
        return (
          <>
            <Trail kit={kit} d={`M${p0.join(' ')}Q${c.join(' ')} ${p1.join(' ')}`} />
            {[0.18, 0.33, 0.48].map((t) => (
              <circle key={t} cx={at(t)[0]} cy={at(t)[1]} r="7" className={cn('fill-navy-950', kit.a.stroke)} strokeWidth="3" />
            ))}
            <Tile kit={kit} at={at(0.66)} size={band ? 64 : 108} icon="rocket" />
            <Spark at={p1} size={band ? 7 : 9} />
          </>
        );
      }}
    />
  );
}

/** Kriyon Edge: the route a team travels, from its campus stop to the next, each tile named by its event. */
export function RouteArt({ accent, stops: [from, to] }: { accent: Accent; stops: { icon: IconName; title: string }[] }) {
  return (
    <Art
      id="route-art"
      accent={accent}
      icons={[from.icon, to.icon]}
      draw={({ band }, kit) => {
        const [a, b, d, labelY]: [Point, Point, string, number[]] = band
          ? [[70, 70], [390, 70], 'M106 70C200 10 260 130 348 70', [140, 140]]
          : [[110, 290], [350, 130], 'M110 240C110 150 200 130 285 130', [370, 225]];
        return (
          <>
            <Trail kit={kit} d={d} />
            <Tile kit={kit} at={a} size={band ? 72 : 100} icon={from.icon} quiet />
            <Tile kit={kit} at={b} size={band ? 84 : 130} icon={to.icon} />
            <Label at={[band ? 24 : a[0], labelY[0]]} start={band}>
              {from.title}
            </Label>
            <Label at={[b[0], labelY[1]]}>{to.title}</Label>
            <Spark at={band ? [456, 24] : [440, 40]} size={band ? 7 : 9} />
          </>
        );
      }}
    />
  );
}

/** The AI Marketplace: a shelf of its tools, each icon once, the first lit in the accent. */
export function TilesArt({ accent, icons }: { accent: Accent; icons: IconName[] }) {
  const tools = [...new Set(icons)].slice(0, 6);
  return (
    <Art
      id="tiles-art"
      accent={accent}
      icons={tools}
      draw={(f, kit) => {
        const [size, step, top, rowStep, shift] = f.band ? [72, 100, 48, 84, 50] : [100, 130, 140, 130, 0];
        const perRow = Math.ceil(tools.length / 2);
        return tools.map((name, i) => {
          const row = Math.floor(i / perRow);
          const col = i % perRow;
          const x = f.w / 2 + (col - (perRow - 1) / 2) * step + (row ? shift / 2 : -shift / 2);
          return <Tile key={name} kit={kit} at={[x, top + row * rowStep]} size={size} icon={name} quiet={i > 0} />;
        });
      }}
    />
  );
}
