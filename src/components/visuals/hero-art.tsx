import type { ReactNode } from 'react';
import type { Accent } from '@/lib/accents';
import type { IconName } from '@/components/ui/icon';
import type { ServiceScene } from '@/content/schemas/services';
import { cn } from '@/lib/cn';
import { Art, Label, Spark, Stroke, Tile, Trail, polyline, spread, type Frame, type Kit, type Point } from './motif';

type Scene = (f: Frame, kit: Kit, icon: IconName, steps: IconName[]) => ReactNode;
/** A point `r` from `c` at `turn` (0 is right, 0.25 below), the ellipse's radii `r`. */
const onEllipse = ([cx, cy]: Point, [rx, ry]: Point, turn: number): Point => [
  cx + rx * Math.cos(turn * 2 * Math.PI),
  cy + ry * Math.sin(turn * 2 * Math.PI),
];
/** A curve from `a` to `b` leaving and arriving along x (`vertical`: along y). */
const bend = ([ax, ay]: Point, [bx, by]: Point, vertical = false) =>
  vertical
    ? `M${ax} ${ay}C${ax} ${(ay + by) / 2} ${bx} ${(ay + by) / 2} ${bx} ${by}`
    : `M${ax} ${ay}C${(ax + bx) / 2} ${ay} ${(ax + bx) / 2} ${by} ${bx} ${by}`;

/** Each service's own picture, chosen by its `hero.scene`; the satellites are what it brings together, `icon` the service. */
const SCENES: Record<ServiceScene, Scene> = {
  /** The processes it automates on an orbit, each trail converging on the AI core. */
  converge: (f, kit, icon, steps) => {
    const [c, r, big, small, from]: [Point, Point, number, number, number] = f.band
      ? [[240, 90], [172, 48], 84, 52, 0.5]
      : [[240, 206], [168, 136], 124, 72, 0.75];
    const at = steps.map((_, i) => onEllipse(c, r, from + i / steps.length));
    return (
      <>
        <ellipse cx={c[0]} cy={c[1]} rx={r[0]} ry={r[1]} fill="none" className="stroke-white/15" strokeWidth="2" />
        {at.map((p, i) => (
          <Trail key={i} kit={kit} d={`M${p.join(' ')}L${c.join(' ')}`} />
        ))}
        {steps.map((name, i) => (
          <Tile key={name} kit={kit} at={at[i]} size={small} icon={name} quiet />
        ))}
        <Tile kit={kit} at={c} size={big} icon={icon} />
        <Spark at={[c[0] + big / 2, c[1] - big / 2]} size={f.band ? 7 : 9} />
      </>
    );
  },
  /** The workloads on the data-centre floor, each lifted along its trail into the cloud. */
  lift: (f, kit, icon, steps) => {
    const [small, big, floor, cloud, xs, ends]: [number, number, number, Point, number[], number[]] = f.band
      ? [48, 96, 134, [384, 70], spread(steps.length, 48, 208), spread(steps.length, 50, 98)]
      : [72, 124, 318, [240, 100], spread(steps.length, 90, 390), spread(steps.length, 196, 284)];
    return (
      <>
        <rect
          x={xs[0] - small / 2 - 14}
          y={floor + small / 2 + 12}
          width={xs.at(-1)! - xs[0] + small + 28}
          height="8"
          rx="4"
          className="fill-white/15"
        />
        {xs.map((x, i) => (
          <Trail
            key={i}
            kit={kit}
            d={bend([x, floor - small / 2 - 8], f.band ? [cloud[0] - big / 2 - 8, ends[i]] : [ends[i], cloud[1] + big / 2 + 8], !f.band)}
          />
        ))}
        {steps.map((name, i) => (
          <Tile key={name} kit={kit} at={[xs[i], floor]} size={small} icon={name} quiet />
        ))}
        <Tile kit={kit} at={cloud} size={big} icon={icon} />
        <Spark at={[cloud[0] + big / 2, cloud[1] - big / 2]} size={f.band ? 7 : 9} />
      </>
    );
  },
  /** The monolith, cut at its seams, each slice trailing off to a service of its own. */
  split: (f, kit, icon, steps) => {
    const [x, y, w, h, to, small] = f.band ? [36, 22, 104, 136, 414, 48] : [48, 70, 140, 260, 384, 80];
    const slices = spread(steps.length * 2 + 1, y, y + h).filter((_, i) => i % 2);
    const ys = spread(steps.length, f.band ? 34 : 86, f.band ? 146 : 314);
    return (
      <>
        {slices.map((s, i) => (
          <Trail key={i} kit={kit} d={bend([x + w + 10, s], [to - small / 2 - 10, ys[i]])} />
        ))}
        <rect x={x} y={y} width={w} height={h} rx={w * 0.22} fill={kit.fill} className="stroke-white/30" strokeWidth="2" />
        {slices.slice(1).map((s, i) => (
          <Stroke key={i} d={`M${x} ${(s + slices[i]) / 2}h${w}`} className="stroke-navy-950" width="5" dash="14 8" />
        ))}
        {kit.glyph(icon, [x + w / 2, slices[Math.floor(steps.length / 2)]], f.band ? 40 : 56)}
        {steps.map((name, i) => (
          <Tile key={name} kit={kit} at={[to, ys[i]]} size={small} icon={name} quiet />
        ))}
        <Spark at={[x + w, y]} size={f.band ? 7 : 9} />
      </>
    );
  },
  /** A road winding past a milestone at each bend to the goal at its end: left to right in the band, up the column. */
  roadmap: (f, kit, icon, steps) => {
    const [length, amp, big, small] = f.band ? [330, 40, 84, 48] : [230, 96, 108, 64];
    const p = (u: number): Point => {
      const v = Math.round(amp * Math.sin((Math.PI * steps.length * u) / length));
      return f.band ? [30 + u, 96 - v] : [240 + v, 376 - u];
    };
    const road = `M${spread(33, 0, length)
      .map((u) => p(u).join(' '))
      .join('L')}`;
    const goal: Point = f.band ? [length + 30 + big / 2 + 14, 96] : [240, 376 - length - big / 2 - 10];
    return (
      <>
        <Stroke d={road} className="stroke-white/10" width={f.band ? '22' : '30'} join="round" />
        <Stroke d={road} className="stroke-white/40" width="2" dash="8 10" join="round" />
        {steps.map((name, i) => (
          <Tile key={name} kit={kit} at={p((length * (i + 0.5)) / steps.length)} size={small} icon={name} quiet />
        ))}
        <Tile kit={kit} at={goal} size={big} icon={icon} />
        <Spark at={[goal[0] + big / 2, goal[1] - big / 2]} size={f.band ? 7 : 9} />
      </>
    );
  },
  /** A search funnel: a wide longlist of candidates narrowing to a shortlist, then the one appointed. */
  funnel: (f, kit, icon) => {
    const [mouth, neck, at, big] = f.band ? [150, 40, 370, 96] : [380, 60, 316, 104];
    // Along the funnel (u) and across it (v): left to right in the band, top to bottom in the column.
    const p = (u: number, v: number): Point => (f.band ? [24 + u, 90 + v] : [240 + v, 24 + u]);
    const [u1, u2] = f.band ? [230, 276] : [200, 240];
    const half = (u: number) => (mouth - ((mouth - neck) * Math.min(u, u1)) / u1) / 2;
    const rows: [number, number][] = [[0.18, 7], [0.5, 4], [0.82, 2]].map(([t, n]) => [t * u1, n]); // prettier-ignore
    return (
      <>
        <polygon
          points={polyline([p(0, -half(0)), p(u1, -neck / 2), p(u2, -neck / 2), p(u2, neck / 2), p(u1, neck / 2), p(0, half(0))])}
          className="fill-white/5 stroke-white/25"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {rows.flatMap(([u, n]) =>
          spread(n, -half(u) * 0.72, half(u) * 0.72).map((v) => (
            <circle key={`${u}-${v}`} cx={p(u, v)[0]} cy={p(u, v)[1]} r={f.band ? 6 : 8} className={n > 2 ? 'fill-white/40' : kit.a.fill} />
          )),
        )}
        <Trail kit={kit} d={`M${p(u2 + 12, 0).join(' ')}L${p(at - big / 2 - 10, 0).join(' ')}`} />
        <Tile kit={kit} at={p(at, 0)} size={big} icon={icon} />
        <Spark at={[p(at, 0)[0] + big / 2, p(at, 0)[1] - big / 2]} size={f.band ? 7 : 9} />
      </>
    );
  },
  /** Campus to project: one pipe through sourcing, assessment and training, graduates flowing to deployment. */
  pipeline: (f, kit, icon, steps) => {
    const [y, tube, small, big] = f.band ? [90, 60, 48, 88] : [200, 96, 72, 124];
    const xs = spread(steps.length + 1, f.band ? 50 : 60, f.band ? 404 : 392);
    return (
      <>
        <rect x={16} y={y - tube / 2} width={xs.at(-1)! - 16} height={tube} rx={tube / 2} className="fill-white/5 stroke-white/20" strokeWidth="2" />
        {xs
          .slice(1)
          .flatMap((x, i) =>
            [0.38, 0.62].map((t) => (
              <circle key={`${i}-${t}`} cx={Math.round(xs[i] + (x - xs[i]) * t)} cy={y} r={f.band ? 5 : 7} className={kit.a.fill} />
            )),
          )}
        {steps.map((name, i) => (
          <Tile key={name} kit={kit} at={[xs[i], y]} size={small} icon={name} quiet />
        ))}
        <Tile kit={kit} at={[xs.at(-1)!, y]} size={big} icon={icon} />
        <Spark at={[xs.at(-1)! + big / 2, y - big / 2]} size={f.band ? 7 : 9} />
      </>
    );
  },
};

/** A service's hero: the scene its content names, drawn with its icon and satellites. */
export function ServiceArt({
  scene,
  icon,
  satellites,
  accent = 'indigo',
}: {
  scene: ServiceScene;
  icon: IconName;
  satellites: IconName[];
  accent?: Accent;
}) {
  const steps = [...new Set(satellites)].filter((s) => s !== icon).slice(0, 4);
  return <Art id={`service-${scene}`} accent={accent} icons={[...steps, icon]} draw={(f, kit) => SCENES[scene](f, kit, icon, steps)} />;
}

/** An industry: the sector's tile beside its programmes, each a bar as long as its hours, captioned, each figure past the track's end. */
export function SectorArt({ icon, accent, programs, caption }: { icon: IconName; accent: Accent; programs: { hours: number }[]; caption: string }) {
  const most = Math.max(...programs.map((p) => p.hours));
  return (
    <Art
      id="sector-art"
      accent={accent}
      icons={[icon]}
      draw={(f, kit) => {
        const [tile, tileAt, left, length, rows]: [number, Point, number, number, number[]] = f.band
          ? [100, [66, 90], 142, 230, spread(programs.length, 56, 158)]
          : [120, [240, 90], 50, 320, spread(programs.length, 220, 370)];
        return (
          <>
            <Tile kit={kit} at={tileAt} size={tile} icon={icon} />
            <Label at={[left, rows[0] - 24]} start>
              {caption}
            </Label>
            {programs.map(({ hours }, i) => (
              <g key={i}>
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
