import type { Accent } from '@/lib/accents';
import type { IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { Art, BAND, Label, Spark, Stroke, Tile, inlineKit, polyline, spread, type Frame, type Kit, type Point } from './motif';
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

/** One stop on a company route: an icon, or a label printed under a small node. */
type Stop = { icon?: IconName; label?: string };

/** The company pages: a route through the page's stops to a tile or the spark; in the column it turns back on itself. */
export function RouteArt({ accent, stops, icon }: { accent: Accent; stops: Stop[]; icon?: IconName }) {
  const count = stops.length + (icon ? 1 : 0);
  const icons = stops.flatMap((s) => (s.icon ? [s.icon] : []));
  return (
    <Art
      id="route-art"
      accent={accent}
      icons={icon ? [...icons, icon] : icons}
      draw={(f, kit) => {
        const points = routePoints(f, count);
        const [x1, y1] = points[Math.ceil(count / 2) - 1];
        const line = f.band
          ? `M${points[0][0]} ${points[0][1]}H${points.at(-1)![0]}`
          : `M${points[0][0]} ${points[0][1]}H${x1 + 20}A70 70 0 0 1 ${x1 + 20} ${y1 + 140}H${points.at(-1)![0]}`;
        return (
          <>
            <path d={line} fill="none" className={kit.a.stroke} strokeWidth="4" strokeLinecap="round" />
            {stops.map((stop, i) => (
              <RouteStop key={i} kit={kit} at={points[i]} stop={stop} last={!icon && i === stops.length - 1} above={f.band && i % 2 === 1} />
            ))}
            {icon ? <Tile kit={kit} at={points.at(-1)!} size={f.band ? 72 : 96} icon={icon} /> : null}
          </>
        );
      }}
    />
  );
}

function routePoints(f: Frame, count: number): Point[] {
  if (f.band) return spread(count, 48, 420).map((x) => [x, 76]);
  const first = Math.ceil(count / 2);
  return [...spread(first, 60, 370).map((x): Point => [x, 120]), ...spread(count - first, 370, 80).map((x): Point => [x, 260])];
}

/** A stop: its icon in a ring, or a node with its label (every second one above the band's line, so long ones never meet). */
function RouteStop({ kit, at: [x, y], stop, last, above }: { kit: Kit; at: Point; stop: Stop; last: boolean; above: boolean }) {
  if (stop.icon)
    return (
      <g>
        <circle cx={x} cy={y} r="30" className={cn('fill-navy-900', kit.a.stroke)} strokeWidth="3" />
        {kit.glyph(stop.icon, [x, y], 30, kit.a.text)}
      </g>
    );
  return (
    <g>
      {last ? <Spark at={[x, y]} /> : <circle cx={x} cy={y} r="9" className={cn('fill-navy-950', kit.a.stroke)} strokeWidth="4" />}
      <Label at={[x, above ? y - 30 : y + 42]}>{stop.label}</Label>
    </g>
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
