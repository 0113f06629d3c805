import type { ReactNode } from 'react';
import type { Accent } from '@/lib/accents';
import type { IconName } from '@/components/ui/icon';
import type { ServiceScene } from '@/content/schemas/services';
import { Art, Spark, Stroke, Tile, Trail, centred, polyline, spread, type Frame, type Kit, type Point } from './motif';

/** What a scene draws under the tiles, where the satellites' tiles go and how big, the service's own tile (the spark on its corner unless placed). */
type Drawn = { under: ReactNode; tiles?: Point[]; small?: number; core?: [Point, number]; spark?: Point };
type Scene = (f: Frame, kit: Kit, icon: IconName, count: number) => Drawn;
/** A curve from `a` to `b` leaving and arriving along x (`vertical`: along y). */
const bend = ([ax, ay]: Point, [bx, by]: Point, vertical = false) =>
  vertical
    ? `M${ax} ${ay}C${ax} ${(ay + by) / 2} ${bx} ${(ay + by) / 2} ${bx} ${by}`
    : `M${ax} ${ay}C${(ax + bx) / 2} ${ay} ${(ax + bx) / 2} ${by} ${bx} ${by}`;

/** Each service's own picture, chosen by its `hero.scene`: the satellites are what it brings together, `icon` the service. */
const SCENES: Record<ServiceScene, Scene> = {
  /** The processes it automates on an orbit, each trail converging on the AI core. */
  converge: (f, kit, _, count) => {
    const [[cx, cy], [rx, ry], big, small, from] = f.band ? [[240, 90], [172, 48], 84, 52, 0.5] : [[240, 206], [168, 136], 124, 72, 0.75];
    const tiles = spread(count, 0, count - 1).map((i): Point => {
      const turn = 2 * Math.PI * (from + i / count);
      return [Math.round(cx + rx * Math.cos(turn)), Math.round(cy + ry * Math.sin(turn))];
    });
    const under = (
      <>
        <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="none" className="stroke-white/15" strokeWidth="2" />
        {tiles.map((p, i) => (
          <Trail key={i} kit={kit} d={`M${p.join(' ')}L${cx} ${cy}`} />
        ))}
      </>
    );
    return { under, tiles, small, core: [[cx, cy], big] };
  },
  /** The workloads on the data-centre floor, each lifted along its trail into the cloud. */
  lift: (f, kit, _, count) => {
    const [small, big, floor, cloud, xs, ends]: [number, number, number, Point, number[], number[]] = f.band
      ? [48, 96, 134, [384, 70], spread(count, 48, 208), spread(count, 50, 98)]
      : [72, 124, 318, [240, 100], spread(count, 90, 390), spread(count, 196, 284)];
    const under = (
      <>
        <rect {...centred([(xs[0] + xs.at(-1)!) / 2, floor + small / 2 + 16], xs.at(-1)! - xs[0] + small + 28, 8)} rx="4" className="fill-white/15" />
        {xs.map((x, i) => {
          const to: Point = f.band ? [cloud[0] - big / 2 - 8, ends[i]] : [ends[i], cloud[1] + big / 2 + 8];
          return <Trail key={i} kit={kit} d={bend([x, floor - small / 2 - 8], to, !f.band)} />;
        })}
      </>
    );
    return { under, tiles: xs.map((x): Point => [x, floor]), small, core: [cloud, big] };
  },
  /** The monolith, cut at its seams, each slice trailing off to a service of its own. */
  split: (f, kit, icon, count) => {
    const [x, y, w, h, to, small] = f.band ? [36, 22, 104, 136, 414, 48] : [48, 70, 140, 260, 384, 80];
    const slices = spread(count * 2 + 1, y, y + h).filter((_, i) => i % 2);
    const tiles = spread(count, f.band ? 34 : 86, f.band ? 146 : 314).map((ty): Point => [to, ty]);
    const under = (
      <>
        {slices.map((s, i) => (
          <Trail key={i} kit={kit} d={bend([x + w + 10, s], [to - small / 2 - 10, tiles[i][1]])} />
        ))}
        <rect x={x} y={y} width={w} height={h} rx={w * 0.22} fill={kit.fill} className="stroke-white/30" strokeWidth="2" />
        {slices.slice(1).map((s, i) => (
          <Stroke key={i} d={`M${x} ${(s + slices[i]) / 2}h${w}`} className="stroke-navy-950" width="5" dash="14 8" />
        ))}
        {kit.glyph(icon, [x + w / 2, slices[Math.floor(count / 2)]], f.band ? 40 : 56)}
      </>
    );
    return { under, tiles, small, spark: [x + w, y] };
  },
  /** A road winding past a milestone at each bend to the goal at its end: left to right in the band, up the column. */
  roadmap: (f, _, __, count) => {
    const [length, amp, big, small] = f.band ? [330, 40, 84, 48] : [230, 96, 108, 64];
    const p = (u: number): Point => {
      const v = Math.round(amp * Math.sin((Math.PI * count * u) / length));
      return f.band ? [30 + u, 96 - v] : [240 + v, 376 - u];
    };
    const road = `M${spread(33, 0, length).map((u) => p(u).join(' ')).join('L')}`; // prettier-ignore
    const goal: Point = f.band ? [length + 44 + big / 2, 96] : [240, 366 - length - big / 2];
    const under = (
      <>
        <Stroke d={road} className="stroke-white/10" width={f.band ? '22' : '30'} join="round" />
        <Stroke d={road} className="stroke-white/40" width="2" dash="8 10" join="round" />
      </>
    );
    return { under, tiles: spread(count, 0, count - 1).map((i) => p((length * (i + 0.5)) / count)), small, core: [goal, big] };
  },
  /** A search funnel: a wide longlist of candidates narrowing to a shortlist, then the one appointed. */
  funnel: (f, kit) => {
    const [mouth, neck, u1, u2, at, big] = f.band ? [150, 40, 230, 276, 370, 96] : [380, 60, 180, 216, 318, 100];
    // Along the funnel (u) and across it (v): left to right in the band, top to bottom in the column.
    const p = (u: number, v: number): Point => (f.band ? [24 + u, 90 + v] : [240 + v, 16 + u]);
    const half = (u: number) => (mouth - ((mouth - neck) * Math.min(u, u1)) / u1) / 2;
    const outline = [p(0, -half(0)), p(u1, -neck / 2), p(u2, -neck / 2), p(u2, neck / 2), p(u1, neck / 2), p(0, half(0))];
    // prettier-ignore
    const dots = ([[0.18, 7], [0.5, 4], [0.82, 2]] as const).flatMap(([t, n]) => spread(n, -half(t * u1) * 0.72, half(t * u1) * 0.72).map((v) => [p(t * u1, v), n] as const));
    const under = (
      <>
        <polygon points={polyline(outline)} className="fill-white/5 stroke-white/25" strokeWidth="2" strokeLinejoin="round" />
        {dots.map(([[cx, cy], n]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={f.band ? 6 : 8} className={n > 2 ? 'fill-white/40' : kit.a.fill} />
        ))}
        <Trail kit={kit} d={`M${p(u2 + 12, 0).join(' ')}L${p(at - big / 2 - 10, 0).join(' ')}`} />
      </>
    );
    return { under, core: [p(at, 0), big] };
  },
  /** Campus to project: one pipe through sourcing, assessment and training, graduates flowing to deployment. */
  pipeline: (f, kit, _, count) => {
    const [y, tube, small, big] = f.band ? [90, 60, 48, 88] : [200, 96, 72, 124];
    const xs = spread(count + 1, f.band ? 50 : 60, f.band ? 404 : 392);
    const under = (
      <>
        <rect x={16} y={y - tube / 2} width={xs.at(-1)! - 16} height={tube} rx={tube / 2} className="fill-white/5 stroke-white/20" strokeWidth="2" />
        <Stroke d={`M${xs[0]} ${y}H${xs.at(-1)}`} className={kit.a.stroke} width={f.band ? '10' : '12'} dash="0 19" />
      </>
    );
    return { under, tiles: xs.slice(0, -1).map((x): Point => [x, y]), small, core: [[xs.at(-1)!, y], big] };
  },
};

type ServiceArtProps = { scene: ServiceScene; icon: IconName; satellites: IconName[]; accent?: Accent };
/** A service's hero: the scene its content names, drawn with its icon and satellites. */
export function ServiceArt({ scene, icon, satellites, accent = 'indigo' }: ServiceArtProps) {
  const steps = [...new Set(satellites)].filter((s) => s !== icon).slice(0, 4);
  return (
    <Art
      id={`service-${scene}`}
      accent={accent}
      icons={[...steps, icon]}
      draw={(f, kit) => {
        const { under, tiles = [], small = 0, core, spark } = SCENES[scene](f, kit, icon, steps.length);
        const [[x, y], size] = core ?? [spark!, 0];
        return (
          <>
            {under}
            {tiles.map((at, i) => (
              <Tile key={steps[i]} kit={kit} at={at} size={small} icon={steps[i]} quiet />
            ))}
            {core && <Tile kit={kit} at={[x, y]} size={size} icon={icon} />}
            <Spark at={spark ?? [x + size / 2, y - size / 2]} size={f.band ? 7 : 9} />
          </>
        );
      }}
    />
  );
}
