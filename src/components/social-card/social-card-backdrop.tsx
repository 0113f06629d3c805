import { BRAND_HEX } from '@/lib/brand';
import { WORDMARK } from '@/components/site/wordmark-paths';
import { coverShapes, type CoverFrame, type CoverPlan } from '@/components/visuals/covers/cover-plan';

/** A social card's size in pixels (the Open Graph picture size). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The wordmark's letters in font units, trimmed to the ink as the site's logo draws them (src/components/site/logo.tsx). */
const MARK_VIEW = { x: 60, y: 370, w: 3370, h: 1070 } as const;
/** Where the wordmark sits on the card, and how tall. */
export const MARK = { x: 80, y: 64, height: 52 } as const;

/**
 * The field on the right of the card: a dot per unit, `cols` x `rows` units of `unit` px, clear of the text column (which
 * ends by x = 780). The path climbs through the steps of the work (hollow nodes) to the point, in grid units from the
 * field's top left corner.
 */
const FIELD = { x: 832, y: 118, unit: 32, cols: 9, rows: 12 } as const;
const STEPS = [
  [0, 12],
  [3, 10],
  [5, 7],
  [9, 2],
] as const;
const at = ([c, r]: readonly [number, number]) => [FIELD.x + c * FIELD.unit, FIELD.y + r * FIELD.unit] as const;

/** An article's card draws its figure (as its cover does) in this box on the right, the figure written above it. */
export const MEASURE = { x: 808, y: 300, frame: { w: 352, h: 168, node: 10, point: 14, stroke: 5 } satisfies CoverFrame } as const;

/** The field, path, nodes and point in card pixels: the climb through the work's steps, or an article's figure as its measure. */
function drawing(plan?: CoverPlan) {
  if (!plan) {
    const dots: [number, number][] = [];
    for (let c = 0; c <= FIELD.cols; c++) for (let r = 0; r <= FIELD.rows; r++) dots.push([FIELD.x + c * FIELD.unit, FIELD.y + r * FIELD.unit]);
    const path = STEPS.map(at);
    return {
      dots,
      base: undefined,
      path,
      nodes: path.slice(0, -1).map((_, i) => i),
      point: path.at(-1)!,
      dashed: false,
      sizes: { node: 10, point: 14, stroke: 5 },
    };
  }
  const shapes = coverShapes(plan, MEASURE.frame);
  const move = ([x, y]: readonly [number, number]): [number, number] => [MEASURE.x + x, MEASURE.y + y];
  return {
    ...shapes,
    dots: shapes.dots.map(move),
    base: shapes.base?.map(move),
    path: shapes.path.map(move),
    point: move(shapes.point),
    sizes: MEASURE.frame,
  };
}

/**
 * The card's ground in the brand's picture (docs/brand.md): flat navy, the drawn wordmark (its i dotted with the amber
 * point), the field, the path in the page's colour (`path`: indigo, or a product's own) and one amber point where it
 * lands; an article's card draws its own figure (`plan`).
 */
export function CardBackdrop({ path: colour, plan }: { path: string; plan?: CoverPlan }) {
  const { width, height } = CARD_SIZE;
  const scale = MARK.height / MARK_VIEW.h;
  const { dots, base, path, nodes, point, dashed, sizes } = drawing(plan);
  const [pointX, pointY] = point;
  return (
    <g>
      <rect width={width} height={height} fill={BRAND_HEX.navy} />
      <g transform={`translate(${MARK.x} ${MARK.y}) scale(${scale}) translate(${-MARK_VIEW.x} ${-MARK_VIEW.y})`}>
        <g fill={BRAND_HEX.white}>
          {WORDMARK.paths.map((d) => (
            <path key={d.slice(0, 24)} d={d} />
          ))}
        </g>
        <circle cx={WORDMARK.point.cx} cy={WORDMARK.point.cy} r={WORDMARK.point.r} fill={BRAND_HEX.spark} />
      </g>
      <g fill={BRAND_HEX.white} fillOpacity="0.3">
        {dots.map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r="2.2" />
        ))}
      </g>
      {base ? (
        <polyline
          points={base.join(' ')}
          fill="none"
          stroke={BRAND_HEX.white}
          strokeOpacity="0.45"
          strokeWidth={sizes.stroke}
          strokeLinecap="round"
        />
      ) : null}
      <polyline
        points={path.map((p) => p.join(',')).join(' ')}
        fill="none"
        stroke={colour}
        strokeWidth={sizes.stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray={dashed ? `2 ${sizes.stroke * 2.5}` : undefined}
      />
      {nodes.map((n) => (
        <circle key={n} cx={path[n][0]} cy={path[n][1]} r={sizes.node} fill={BRAND_HEX.navy} stroke={colour} strokeWidth={sizes.stroke} />
      ))}
      <circle cx={pointX} cy={pointY} r={sizes.point * 2} fill={BRAND_HEX.spark} fillOpacity="0.25" />
      <circle cx={pointX} cy={pointY} r={sizes.point} fill={BRAND_HEX.spark} />
    </g>
  );
}
