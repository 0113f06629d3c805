import type { Accent } from '@/lib/accents';
import type { ClaimFigure } from '@/lib/claims';
import { durationText, type Duration } from '@/lib/duration';
import { plainText } from '@/lib/typeset';
import { ACCENT_CLASSES } from './accent-classes';
import { textWidth } from './diagrams/label-fit';
import { stepSpans } from './diagrams/spans';
import { Field, FigureText, LabelText, Picture, ResultPoint, type Frame, type Point } from './measure';

/**
 * The page tops of the three products (docs/brand.md), drawn with the measure kit from each page's own content: the
 * product's path in its colour (Edge emerald, Plus violet, Marketplace sky) and the one amber point where the result lands.
 */

type Figure = { value: string; label: string };

/** The product's path on the navy ground: a line in its colour through hollow nodes at `nodes`. */
function ProductPath({
  points,
  nodes = [],
  accent,
  dashed,
  r = 6,
}: {
  points: Point[];
  nodes?: number[];
  accent: Accent;
  dashed?: boolean;
  r?: number;
}) {
  const stroke = ACCENT_CLASSES[accent].stroke;
  return (
    <g data-path={dashed ? 'open' : ''}>
      <polyline
        points={points.map((p) => p.map(Math.round).join(',')).join(' ')}
        fill="none"
        className={stroke}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray={dashed ? '2 8' : undefined}
      />
      {nodes.map((n) => (
        <circle key={n} cx={Math.round(points[n][0])} cy={Math.round(points[n][1])} r={r} className={`fill-navy-950 ${stroke}`} strokeWidth="3" />
      ))}
    </g>
  );
}

/** A step's name and time under its line: the name in white, the time muted. */
const Named = ({ title, note }: { title?: string; note: string }) => (
  <>
    {title ? <tspan className="fill-white">{title} </tspan> : null}
    <tspan>{note}</tspan>
  </>
);

/** One step of a path: `from` to `to` weeks, named by `title` and `note` (its printed duration). */
type Leg = { title: string; note: string; from: number; to: number };

type StairsProps = {
  id: string;
  accent: Accent;
  legs: Leg[];
  /** The weeks the field counts, from 0; with `open` the last step runs on past it (dashed: not counted). */
  weeks: number;
  open: boolean;
  result: Figure;
  caption: string;
};

/**
 * Steps as a staircase on a field of weeks: each step a level higher than the one before, as long as its weeks, named under
 * its own line; the last ends in the point, its figure beside it.
 */
function Stairs({ id, accent, legs, weeks, open, result, caption }: StairsProps) {
  const draw = (f: Frame) => {
    const [x0, x1, top, bottom] = f.band ? [24, 456, 44, 166] : [40, 440, 120, 330];
    const fieldEnd = open ? (f.band ? 240 : 280) : x1;
    const x = (w: number) => x0 + (w / weeks) * (fieldEnd - x0);
    const last = legs.length - 1;
    const y = (i: number) => bottom - (i * (bottom - top)) / last;
    const ends = legs.map((leg, i): [Point, Point] => [
      [x(leg.from), y(i)],
      [i === last && open ? x1 : x(leg.to), y(i)],
    ]);
    const solid = ends.flat().slice(0, open ? -1 : undefined);
    const at = ends[last][1];
    const figureWidth = textWidth(result.value, 20, true);
    return (
      <>
        <Field x={x0} y={top} w={fieldEnd - x0} h={bottom - top} cols={weeks} rows={last} ground="dark" />
        <g data-legs={legs.map((leg, i) => `${leg.from}-${i === last && open ? '' : leg.to}`).join(' ')}>
          <ProductPath points={solid} nodes={legs.map((_, i) => i * 2)} accent={accent} />
          {open ? <ProductPath points={ends[last]} accent={accent} dashed /> : null}
        </g>
        {legs.map((leg, i) => {
          const [[from], [to]] = ends[i];
          const whole = textWidth(`${leg.title} ${leg.note}`, 16);
          // The last step's name ends at the point; a name too long for its own line keeps to its time alone.
          const end = i === last;
          const labelAt = end ? to - 22 : from + 10;
          const title = !end || whole <= to - from - 34 ? leg.title : undefined;
          return f.band ? (
            <LabelText key={leg.title} at={[labelAt, y(i) + 21]} anchor={end ? 'end' : 'start'} ground="dark">
              <Named title={title} note={leg.note} />
            </LabelText>
          ) : (
            <g key={leg.title}>
              {textWidth(leg.title, 16) <= to - from - 34 || !end ? (
                <LabelText at={[labelAt, y(i) + 24]} anchor={end ? 'end' : 'start'} ground="dark" className="fill-white">
                  {leg.title}
                </LabelText>
              ) : null}
              <LabelText at={[labelAt, y(i) + 44]} anchor={end ? 'end' : 'start'} ground="dark">
                {leg.note}
              </LabelText>
            </g>
          );
        })}
        <LabelText at={[x0, f.band ? 22 : 48]} ground="dark">
          {caption}
        </LabelText>
        <ResultPoint at={at} />
        {f.band ? (
          <>
            <FigureText at={[at[0] - 24, top - 10]} anchor="end" ground="dark">
              {result.value}
            </FigureText>
            <LabelText at={[at[0] - 32 - figureWidth, top - 10]} anchor="end" ground="dark">
              {result.label}
            </LabelText>
          </>
        ) : (
          <>
            <FigureText at={[at[0], top - 52]} anchor="end" ground="dark">
              {result.value}
            </FigureText>
            <LabelText at={[at[0], top - 28]} anchor="end" ground="dark">
              {result.label}
            </LabelText>
          </>
        )}
      </>
    );
  };
  return <Picture id={id} draw={draw} />;
}

/** Weeks in a claim counted in months (52 weeks to 12 months), read from the register's number, not its printed words. */
function monthsInWeeks(claim: ClaimFigure): number {
  if (claim.unit !== 'months') throw new Error(`"${claim.value}" is not counted in months: the Edge picture places its point by it`);
  return Math.round((claim.amount * 52) / 12);
}

type Step = { title: string; short?: string; duration?: Duration };

/** The weeks each step spans (a range drawn to its longest), or a build error naming what cannot be read. */
function spansOf(steps: Step[], page: string) {
  const spans = stepSpans(steps.map((s) => s.duration));
  if (!spans) throw new Error(`${page}: every step needs a duration for the page-top picture`);
  return spans.map((s) => ({ from: s.start, to: s.upTo ?? s.end, open: !!s.open }));
}

/** Kriyon Edge: the challenge's phases on a field of weeks, then on, alongside the degree, to placement readiness, where the point is the placement increase. */
export function ChallengeArt({ phases, ready, result, caption }: { phases: Step[]; ready: ClaimFigure; result: Figure; caption: string }) {
  const spans = spansOf(phases, 'Edge');
  const end = spans.at(-1)!.to;
  const weeks = monthsInWeeks(ready);
  if (weeks <= end) throw new Error(`Edge: placement readiness (${ready.value}) must come after the challenge's ${end} weeks`);
  const legs = [
    ...phases.map((p, i) => ({ title: p.short ?? p.title, note: p.duration ? durationText(p.duration) : '', ...spans[i] })),
    { title: ready.label, note: plainText(ready.value), from: end, to: weeks },
  ];
  return <Stairs id="challenge-art" accent="emerald" legs={legs} weeks={weeks} open={false} result={result} caption={caption} />;
}

/** Kriyon Plus: the engagement's steps on a field of weeks, the last (ongoing) running on past it to the point: the time to market it cut. */
export function EngagementArt({ steps, result, caption }: { steps: Step[]; result: Figure; caption: string }) {
  const spans = spansOf(steps, 'Plus');
  const open = spans.at(-1)!.open;
  const weeks = Math.max(...spans.map((s) => s.to));
  const legs = steps.map((s, i) => ({ title: s.short ?? s.title, note: s.duration ? durationText(s.duration) : '', ...spans[i] }));
  return <Stairs id="engagement-art" accent="violet" legs={legs} weeks={weeks} open={open} result={result} caption={caption} />;
}

/**
 * The AI Marketplace: its catalogue as a field, one dot a tool; the featured tools the first, on the product's path, and the
 * point on the last dot, with the catalogue's size beside it.
 */
export function CatalogueArt({
  total,
  featured,
  featuredLabel,
  caption,
}: {
  total: Figure;
  featured: number;
  featuredLabel: string;
  caption: string;
}) {
  const count = Number.parseInt(plainText(total.value), 10);
  if (!Number.isFinite(count) || count < featured) throw new Error(`Marketplace: "${total.value}" is no count of tools for the picture`);
  const draw = (f: Frame) => {
    const [cols, x0, y0, gap, rowGap] = f.band ? [20, 24, 56, 18, 30] : [10, 40, 90, 30, 30];
    const rows = Math.ceil(count / cols);
    const dot = (i: number): Point => [x0 + (i % cols) * gap, y0 + Math.floor(i / cols) * rowGap];
    const shelf = Array.from({ length: featured }, (_, i) => dot(i));
    const at = dot(count - 1);
    const right = f.band ? 456 : 440;
    return (
      <>
        <Field x={x0} y={y0} w={(cols - 1) * gap} h={(rows - 1) * rowGap} cols={cols - 1} rows={rows - 1} ground="dark" />
        <ProductPath points={shelf} nodes={shelf.map((_, i) => i)} accent="sky" r={f.band ? 4.5 : 6} />
        <LabelText at={[x0, y0 - 22]} ground="dark" className="fill-white">
          {featuredLabel}
        </LabelText>
        <LabelText at={[right, y0 - 22]} anchor="end" ground="dark">
          {caption}
        </LabelText>
        <ResultPoint at={at} />
        <FigureText at={[at[0] + 26, at[1] - 6]} ground="dark">
          {total.value}
        </FigureText>
        <LabelText at={[at[0] + 26, at[1] + 18]} ground="dark">
          {total.label}
        </LabelText>
      </>
    );
  };
  return <Picture id="catalogue-art" draw={draw} />;
}

/**
 * Edge's revenue share: a hundred dots, one for each per cent of a product's revenue, the university's share filled in the
 * product's colour, each part named beside it in words (the figures are in the text beside the picture).
 */
export function ShareSplit({ share, shareLabel, restLabel }: { share: string; shareLabel: string; restLabel: string[] }) {
  const part = Number.parseInt(plainText(share), 10);
  if (!(part > 0 && part < 100)) throw new Error(`Edge: "${share}" is no share of revenue for the split`);
  // Edge's colour a step darker on the light band, so the university's part holds 3:1 against it.
  const fill = 'fill-emerald-600';
  // Twenty columns of five: the share fills the first columns, left to right.
  const dots = Array.from({ length: 100 }, (_, i): Point => [12 + Math.floor(i / 5) * 23, 24 + (i % 5) * 22]);
  const rest = 12 + Math.ceil(part / 5) * 23;
  const frame: Frame = { w: 480, h: 184, band: false };
  return (
    <Picture
      id="share-split"
      frames={[frame]}
      className="block h-auto w-full max-w-lg"
      draw={() => (
        <>
          <g data-share={part}>
            {dots.map(([x, y], i) => (
              <circle key={i} cx={x} cy={y} r={i < part ? 6 : 2.5} className={i < part ? fill : 'fill-navy-900/20'} />
            ))}
          </g>
          <LabelText at={[6, 156]} ground="light" className="fill-navy-900">
            {shareLabel}
          </LabelText>
          {restLabel.map((line, i) => (
            <LabelText key={line} at={[rest, 156 + i * 22]} ground="light">
              {line}
            </LabelText>
          ))}
        </>
      )}
    />
  );
}
