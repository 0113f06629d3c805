import type { Accent } from '@/lib/accents';
import type { IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { Art, BAND, Label, RisingPath, Spark, Stroke, Tile, Trail, inlineKit, polyline, spread, type Point } from './motif';
import { COVER_THEMES, THEME_ACCENT, hashOf, randomFrom, themeOf } from './covers/cover-plan';
import { SCENES } from './covers/insight-cover';

/** The home page, a band at every width: the rising path through people, code and growth to the brand's brain. */
export function HomeArt() {
  const path: Point[] = [[40, 150], [120, 112], [200, 128], [290, 72], [392, 90]]; // prettier-ignore
  const nodes = ['users', 'code', 'trending'] as const;
  return (
    <Art
      id="home-art"
      accent="indigo"
      icons={[...nodes, 'brain']}
      frames={[BAND]}
      className="size-full"
      draw={(_, kit) => (
        <>
          <polyline points={polyline(path)} fill="none" className={kit.a.stroke} strokeWidth="3" strokeLinejoin="round" />
          <circle cx="40" cy="150" r="6" className={cn('fill-navy-950', kit.a.stroke)} strokeWidth="3" />
          {nodes.map((name, i) => (
            <Tile key={name} kit={kit} at={path[i + 1]} size={44} icon={name} quiet />
          ))}
          <Tile kit={kit} at={[392, 90]} size={96} icon="brain" />
          <Spark at={[456, 26]} size={6} />
        </>
      )}
    />
  );
}

/** About: the company's years as a rising path of milestones, from the first to the latest (the spark), each end named, the years between marked. */
export function YearsArt({ accent, milestones }: { accent: Accent; milestones: { year: number; title: string }[] }) {
  const named = (i: number) => `${milestones.at(i)!.title.split(' ')[0]} ${milestones.at(i)!.year}`;
  return (
    <Art
      id="years-art"
      accent={accent}
      icons={[]}
      draw={(f, kit) => {
        const ys = spread(milestones.length, f.h - (f.band ? 46 : 80), f.band ? 56 : 110);
        const points = spread(milestones.length, f.band ? 40 : 70, 400).map((x, i): Point => [x, ys[i]]);
        return (
          <>
            <RisingPath points={points} kit={kit} />
            {/* Each year between the two named ends, above-left of its point, where the path is not. */}
            {points.slice(1, -1).map(([x, y], i) => (
              <text
                key={x}
                x={x - 24}
                y={y - 14}
                textAnchor="middle"
                className={cn('fill-slate-300 font-medium', f.band ? 'text-[18px]' : 'text-[15px]')}
              >
                {milestones[i + 1].year}
              </text>
            ))}
            <Label at={[24, points[0][1] + 34]} start>
              {named(0)}
            </Label>
            <Label at={[400, points.at(-1)![1] - 30]}>{named(-1)}</Label>
          </>
        );
      }}
    />
  );
}

/** Careers: the hiring steps on a calendar of weeks (a day or "within N weeks" counts in its week, no duration the first), the offer a tile, the first and last step named. */
export function WeeksArt({ accent, steps }: { accent: Accent; steps: { title: string; duration?: string }[] }) {
  const week = (d = '') => Math.ceil(Number(/\d+/.exec(d)?.[0] ?? 1) / (/day/i.test(d) ? 7 : 1));
  const weeks = Math.max(...steps.map((s) => week(s.duration)));
  return (
    <Art
      id="weeks-art"
      accent={accent}
      icons={['briefcase']}
      draw={(f, kit) => {
        const [top, w, ys] = [f.band ? 44 : 76, 440 / weeks, spread(steps.length, f.h - (f.band ? 50 : 90), f.band ? 88 : 146)];
        const at = steps.map((s, i) => [week(s.duration), steps.slice(0, i).filter((t) => week(t.duration) === week(s.duration)).length]);
        const points = at.map(([k, j], i): Point => [20 + w * (k - 1) + (w * (j + 1)) / (at.filter(([m]) => m === k).length + 1), ys[i]]);
        return (
          <>
            {Array.from({ length: weeks }, (_, i) => (
              <g key={i}>
                <rect x={24 + w * i} y={top} width={w - 8} height={f.h - top - 12} rx="14" className="fill-navy-900/60 stroke-white/15" />
                <Label at={[20 + w * (i + 0.5), top - 14]}>Week {i + 1}</Label>
              </g>
            ))}
            <RisingPath points={points} kit={kit} dashed />
            <Tile kit={kit} at={points.at(-1)!} size={f.band ? 56 : 80} icon="briefcase" />
            {/* The two ends named, so the weeks read as application to offer. */}
            <Label at={[32, points[0][1] + 34]} start>
              {steps[0].title}
            </Label>
            <Label at={[points.at(-1)![0], points.at(-1)![1] + (f.band ? 52 : 68)]}>{steps.at(-1)!.title}</Label>
          </>
        );
      }}
    />
  );
}

/** Case studies: the award, branching to each study's sector, drawn as its icon and named. */
export function SectorsArt({ accent, sectors }: { accent: Accent; sectors: { name: string; icon: IconName }[] }) {
  return (
    <Art
      id="sectors-art"
      accent={accent}
      icons={['award', ...sectors.map((s) => s.icon)]}
      draw={(f, kit) => {
        const [award, size, y, xs] = [f.band ? 56 : 96, f.band ? 48 : 72, f.band ? 108 : 240, spread(sectors.length, 80, 400)];
        return (
          <>
            {sectors.map((s, i) => (
              <g key={s.name}>
                <Stroke d={`M240 ${award}V${(award + y) / 2}H${xs[i]}V${y}`} className={kit.a.stroke} width="3" join="round" />
                <Tile kit={kit} at={[xs[i], y]} size={size} icon={s.icon} quiet />
                <Label at={[xs[i], y + size / 2 + 26]}>{s.name}</Label>
              </g>
            ))}
            <Tile kit={kit} at={[240, f.band ? 40 : 90]} size={award} icon="award" />
          </>
        );
      }}
    />
  );
}

/** Contact: the ways to reach us, each a trail to the pin on the office's city, in rings like a map's. */
export function ReachArt({ accent, ways, city }: { accent: Accent; ways: IconName[]; city: string }) {
  return (
    <Art
      id="reach-art"
      accent={accent}
      icons={[...ways, 'map-pin']}
      draw={(f, kit) => {
        const [pin, size, r]: [Point, number, number] = f.band ? [[310, 74], 64, 22] : [[310, 170], 96, 40];
        const ys = spread(ways.length, f.band ? 30 : 80, f.band ? 150 : 320);
        return (
          <>
            <circle cx={pin[0]} cy={pin[1]} r={size * 0.9} fill="none" className="stroke-white/20" strokeDasharray="4 6" />
            {ways.map((icon, i) => (
              <g key={icon}>
                <Trail d={`M${90 + r} ${ys[i]}L${pin[0] - size / 2} ${pin[1]}`} kit={kit} />
                <Tile kit={kit} at={[90, ys[i]]} size={r * 2} icon={icon} quiet />
              </g>
            ))}
            <Tile kit={kit} at={pin} size={size} icon="map-pin" />
            <Label at={[pin[0], pin[1] + size / 2 + 30]}>{city}</Label>
          </>
        );
      }}
    />
  );
}

/** Insights lists: a category's topic scene (as its articles' covers draw it); the whole list, the archive with its four topics. */
export function PagesArt({ accent, topic }: { accent: Accent; topic?: string }) {
  const theme = topic && themeOf({ slug: topic, category: topic, title: topic });
  return (
    <Art
      id="pages-art"
      accent={accent}
      icons={['file-text']}
      draw={(f, kit) => {
        const [cx, cy, s] = [f.w / 2, f.h / 2, Math.min(f.w / 720, f.h / 330)];
        if (theme) {
          const [Scene] = SCENES[theme];
          return (
            <g transform={`translate(${cx - 480 * s} ${cy - 200 * s}) scale(${s})`}>
              <Scene
                random={randomFrom(hashOf(topic))}
                variant={0}
                kit={inlineKit(kit.fill, accent)}
                secondKit={inlineKit('', THEME_ACCENT[theme])}
              />
            </g>
          );
        }
        const [dx, dy] = f.band ? [150, 46] : [130, 120];
        return COVER_THEMES.map((t, i) => {
          const at: Point = [cx + dx * (i % 2 ? 1 : -1), cy + dy * (i < 2 ? -1 : 1)];
          return (
            <g key={t}>
              <Stroke d={`M${cx} ${cy}L${at.join(' ')}`} className={kit.a.stroke} width="3" dash="1 9" />
              <Tile kit={inlineKit('', THEME_ACCENT[t])} at={at} size={f.band ? 52 : 76} icon={TOPIC_ICONS[t]} quiet />
              {i === 3 ? <Tile kit={kit} at={[cx, cy]} size={f.band ? 84 : 120} icon="file-text" /> : null}
            </g>
          );
        });
      }}
    />
  );
}

const TOPIC_ICONS = { training: 'graduation', returns: 'trending', modernisation: 'layers', talent: 'users' } as const;

/** The policies: a page of clauses under the shield of the brand. */
export function DocumentArt({ accent }: { accent: Accent }) {
  return (
    <Art
      id="document-art"
      accent={accent}
      icons={['shield']}
      draw={(f, kit) => {
        const [x, y, w, h, s] = f.band ? [150, 20, 120, 140, 72] : [130, 80, 200, 230, 96];
        return (
          <>
            <Sheet at={[x, y]} w={w} h={h} top={0.16} />
            <Tile kit={kit} at={[x + w + s * 0.2, y + h - s * 0.45]} size={s} icon="shield" />
            <Spark at={f.band ? [400, 40] : [400, 90]} size={f.band ? 7 : 9} />
          </>
        );
      }}
    />
  );
}

/** A page of text: a dark sheet with four lines from `top` (a fraction of its height) down. */
function Sheet({ at: [x, y], w, h, top }: { at: Point; w: number; h: number; top: number }) {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="14" className="fill-navy-900 stroke-white/30" />
      {[0.74, 0.6, 0.68, 0.44].map((width, i) => (
        <rect
          key={i}
          x={Math.round(x + w * 0.13)}
          y={Math.round(y + h * (top + i * 0.12))}
          width={Math.round(w * width)}
          height={Math.round(h / 28)}
          rx="3"
          className="fill-white/20"
        />
      ))}
    </>
  );
}
