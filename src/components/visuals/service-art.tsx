import type { ReactNode } from 'react';
import type { DrawnPicture } from '@/content/schemas/services';
import { formatClaim, type ClaimFigure } from '@/lib/claims';
import { cn } from '@/lib/cn';
import { typeset } from '@/lib/typeset';
import { Field, FigureText, LabelText, PathLine, Picture, ResultPoint, ink, scale, type Frame, type Point } from './measure';

/**
 * A service's page top (docs/brand.md): its own result drawn with its own figures, on the navy ground. Each kind counts
 * its own unit on the field (months, weeks, days), runs the path through the work and puts the amber point where the
 * result lands; every number comes from the claims the page's content names, so the picture and the text agree.
 */

const DARK = ink('dark');

/** Where the plot stands in each frame: the field's box, and the baseline of the axis words under it. */
const plotBox = (f: Frame) =>
  f.band ? { left: 16, right: 464, top: 44, bottom: 152, axis: 184 } : { left: 24, right: 456, top: 80, bottom: 330, axis: 368 };
type Box = ReturnType<typeof plotBox>;

/** A halo of the navy ground round each word, so the field's dots never run through it. */
const HALO = 'stroke-navy-950 stroke-[6px] [paint-order:stroke] [stroke-linejoin:round]';
/** Text a step larger in the phone's band, so it is 12 px or more on a 390 px screen; the figure larger in the column. */
const labelSize = (f: Frame) => cn(HALO, f.band && 'text-[17px]');
const figureSize = (f: Frame) => cn(HALO, !f.band && 'text-[24px]');

type Anchor = 'start' | 'middle' | 'end';
type LabelProps = { f: Frame; at: Point; anchor?: Anchor; text: string; figure?: string; figureFirst?: boolean };
/** A label and its figure in white, after it ("Full cost ₹7.8Cr") or before it ("64% lower run cost"). */
const Label = ({ f, at, anchor, text, figure, figureFirst = false }: LabelProps) => {
  const value = figure ? <tspan className="fill-white font-semibold">{figure}</tspan> : null;
  return (
    <LabelText at={at} ground="dark" anchor={anchor} className={labelSize(f)}>
      {figureFirst ? value : null}
      {figure && figureFirst ? ' ' : null}
      {text}
      {figure && !figureFirst ? ' ' : null}
      {figureFirst ? null : value}
    </LabelText>
  );
};

/** A line that is not the path: what the result is measured against (a cost, the run cost before, clients' own searches); dashed where it is what would have been. */
const Line = ({ from: [x1, y1], to: [x2, y2], dashed = false }: { from: Point; to: Point; dashed?: boolean }) => (
  <line
    x1={Math.round(x1)}
    y1={Math.round(y1)}
    x2={Math.round(x2)}
    y2={Math.round(y2)}
    className="stroke-slate-400"
    strokeWidth="2"
    strokeDasharray={dashed ? '6 6' : undefined}
  />
);
/** The result's figure in the brand face; `label` follows it in the text face, on the same line ("21 days to our shortlist"). */
const Figure = ({ f, at, anchor, label, children }: { f: Frame; at: Point; anchor?: Anchor; label?: string; children: ReactNode }) => (
  <FigureText at={at} ground="dark" anchor={anchor} className={figureSize(f)}>
    {children}
    {label ? <tspan className={cn('font-sans font-normal', DARK.muted, f.band ? 'text-[17px]' : 'text-[16px]')}> {label}</tspan> : null}
  </FigureText>
);

/** A hollow node of the path with the words that name it, in one group (so they stay beside it). */
const Node = ({ at: [x, y], muted = false, name, children }: { at: Point; muted?: boolean; name?: string; children?: ReactNode }) => (
  <g data-node={name}>
    <circle cx={Math.round(x)} cy={Math.round(y)} r="6" className={muted ? 'fill-navy-950 stroke-slate-400' : DARK.node} strokeWidth="3" />
    {children}
  </g>
);

/** The result: the amber point, the claim that places it and its words beside it. */
const Result = ({ at, figure, children }: { at: Point; figure: ClaimFigure; children: ReactNode }) => (
  <g data-result="" data-value={figure.amount} data-unit={figure.unit}>
    <ResultPoint at={at} />
    {children}
  </g>
);

/** The field, saying which unit a column of dots counts. */
const Counted = ({ box, cols, rows, unit }: { box: Box; cols: number; rows: number; unit: ClaimFigure['unit'] }) => (
  <g data-counts={unit}>
    <Field x={box.left} y={box.top} w={box.right - box.left} h={box.bottom - box.top} cols={cols} rows={rows} ground="dark" />
  </g>
);

/** The words under the field: the path's start at its node, then ticks, the last with its unit ("24 months"). */
function Axis({
  f,
  box,
  x,
  start,
  startAt = 0,
  ticks,
  unit,
}: {
  f: Frame;
  box: Box;
  x: (v: number) => number;
  start: string;
  startAt?: number;
  ticks: number[];
  unit: ClaimFigure['unit'];
}) {
  const first = x(startAt) - box.left < 40 ? 'start' : 'middle';
  return (
    <g data-axis="">
      <Label f={f} at={[first === 'start' ? box.left : x(startAt), box.axis]} anchor={first} text={start} />
      {ticks.map((t, i) => {
        const last = i === ticks.length - 1;
        const atEdge = box.right - x(t) < 40;
        return (
          <Label
            key={t}
            f={f}
            at={[atEdge ? box.right : x(t), box.axis]}
            anchor={atEdge ? 'end' : 'middle'}
            text={last ? typeset(formatClaim({ amount: t, unit })) : String(t)}
          />
        );
      })}
    </g>
  );
}

/** From a figure's baseline up to the baseline of the label stacked over it. */
const stack = (f: Frame) => (f.band ? 24 : 30);

/** Multiples of `step` after zero, up to `to`. */
const steps = (step: number, to: number) => Array.from({ length: Math.floor(to / step) }, (_, i) => (i + 1) * step);
const roundUp = (v: number, step: number) => Math.ceil(v / step) * step;
/** A year, as the months a first-year figure is counted over. */
const YEAR = 12;

type Draw<K extends DrawnPicture['kind']> = (f: Frame, p: Extract<DrawnPicture, { kind: K }>) => ReactNode;

/** AI consulting: savings climb from go-live past the first year to the full cost; the point is break-even. */
const breakEven: Draw<'break-even'> = (f, { start, cost, firstYear, breakEven }) => {
  const box = plotBox(f);
  const months = roundUp(breakEven.amount * 1.6, 6);
  // The band's field counts two crore a row, the column's one.
  const perRow = f.band ? 2 : 1;
  const crore = roundUp(cost.amount * 1.25, perRow);
  const x = scale(0, months, box.left, box.right);
  const y = scale(0, crore, box.bottom, box.top);
  const year: Point = [x(YEAR), y(firstYear.amount)];
  const even: Point = [x(breakEven.amount), y(cost.amount)];
  const gap = f.band ? 22 : 26;
  return (
    <>
      <Counted box={box} cols={months} rows={crore / perRow} unit="months" />
      <g>
        <Line from={[box.left, y(cost.amount)]} to={[box.right, y(cost.amount)]} dashed />
        <Label f={f} at={[box.right, y(cost.amount) + gap]} anchor="end" text={cost.label} figure={cost.value} />
      </g>
      <PathLine points={[[x(0), y(0)], year, even]} ground="dark" />
      <Node at={[x(0), y(0)]} name="start" />
      <Node at={year}>
        <Label f={f} at={[year[0] + 12, year[1] + gap + 2]} text={firstYear.label} figure={firstYear.value} />
      </Node>
      <Result at={even} figure={breakEven}>
        <Label f={f} at={[even[0], even[1] - gap - stack(f)]} anchor="middle" text={breakEven.label} />
        <Figure f={f} at={[even[0], even[1] - gap]} anchor="middle">
          {breakEven.value}
        </Figure>
      </Result>
      <Axis f={f} box={box} x={x} start={start} ticks={steps(YEAR, months)} unit="months" />
    </>
  );
};

/** The months before go-live the picture shows, for the run cost's line in the data centre. */
const LEAD_IN = 4;

/** Cloud migration: the run cost drops at go-live and stays down; the point is the payback month. */
const runCost: Draw<'run-cost'> = (f, { start, before, cut, payback }) => {
  const box = plotBox(f);
  const months = roundUp(payback.amount * 1.6, 6);
  const x = scale(-LEAD_IN, months, box.left, box.right);
  const y = scale(0, 100, box.bottom, box.top);
  const [high, low] = [y(100), y(100 - cut.amount)];
  const live: Point = [x(0), low];
  const paid: Point = [x(payback.amount), low];
  return (
    <>
      <Counted box={box} cols={months + LEAD_IN} rows={10} unit="months" />
      <g>
        <Line from={[x(0), high]} to={[box.right, high]} dashed />
        <Label f={f} at={[box.left, high - (f.band ? 12 : 16)]} text={before} />
      </g>
      <g>
        <PathLine points={[[box.left, high], [x(0), high], live]} ground="dark" />
        <Label f={f} at={[live[0] + 14, (high + low) / 2 + 6]} text={cut.label} figure={cut.value} figureFirst />
      </g>
      <PathLine points={[live, [box.right, low]]} ground="dark" />
      <Node at={live} name="start" />
      <Result at={paid} figure={payback}>
        <Label f={f} at={[paid[0] + 22, low - 12 - stack(f)]} text={payback.label} />
        <Figure f={f} at={[paid[0] + 22, low - 12]}>
          {payback.value}
        </Figure>
      </Result>
      <Axis f={f} box={box} x={x} start={start} ticks={steps(YEAR, months)} unit="months" />
    </>
  );
};

/** Application modernisation: throughput holds at the legacy level through the weeks of delivery, then rises; the point is the new throughput. */
const delivery: Draw<'delivery'> = (f, { start, before, delivery, speed }) => {
  const box = plotBox(f);
  const weeks = delivery.amount;
  const times = Math.ceil(1 + speed.amount / 100);
  const x = scale(0, weeks, box.left, box.right);
  const y = scale(0, times, box.bottom, box.top);
  const base = y(1);
  const live: Point = [x(weeks), base];
  const fast: Point = [x(weeks), y(1 + speed.amount / 100)];
  const gap = f.band ? 22 : 26;
  return (
    <>
      <Counted box={box} cols={weeks} rows={times} unit="weeks" />
      <PathLine points={[[x(0), base], live, fast]} ground="dark" />
      <Node at={[x(0), base]} name="start">
        <Label f={f} at={[box.left, base - 16]} text={before} />
      </Node>
      <Node at={live}>
        <Label f={f} at={[live[0] - 14, base + gap + 4]} anchor="end" text={delivery.label} />
      </Node>
      <Result at={fast} figure={delivery}>
        <Figure f={f} at={[fast[0] - 24, fast[1] + 7]} anchor="end">
          {speed.value} {speed.label}
        </Figure>
      </Result>
      <Axis f={f} box={box} x={x} start={start} ticks={steps(weeks / 2, weeks)} unit="weeks" />
    </>
  );
};

/** Enterprise strategy: added revenue over the period, with the implementation's end on the way; the point is the revenue at the period's end. */
const revenuePath: Draw<'revenue-path'> = (f, { start, implementation, period, impact }) => {
  const box = plotBox(f);
  const months = period.amount;
  const crore = Math.ceil(impact.amount * 1.15);
  const x = scale(0, months, box.left, box.right);
  const y = scale(0, crore, box.bottom, box.top);
  const done: Point = [x(implementation.amount), y((impact.amount * implementation.amount) / months)];
  const end: Point = [x(months), y(impact.amount)];
  return (
    <>
      <Counted box={box} cols={months} rows={crore} unit="months" />
      <PathLine points={[[x(0), y(0)], done, end]} ground="dark" dashed />
      <Node at={[x(0), y(0)]} name="start" />
      <Node at={done}>
        <Label f={f} at={[done[0] - 14, done[1] - 14]} anchor="end" text={implementation.label} figure={implementation.value} />
      </Node>
      <Result at={end} figure={period}>
        <Figure f={f} at={[end[0] - 24, end[1] - 12]} anchor="end" label={impact.label}>
          {impact.value}
        </Figure>
      </Result>
      <Axis f={f} box={box} x={x} start={start} ticks={steps(YEAR, months)} unit="months" />
    </>
  );
};

/** Leadership hiring: our searches reach a shortlist on one line, clients' own searches on the line under it; the point is our shortlist. */
const shortlist: Draw<'shortlist'> = (f, { start, ours, theirs }) => {
  const box = plotBox(f);
  const days = roundUp(theirs.amount * 1.08, 10);
  const x = scale(0, days, box.left, box.right);
  // The two searches run between the field's rows: one row of days in the band, two in the column.
  const rows = f.band ? 1 : 2;
  const row = scale(0, 1, box.top, box.bottom);
  const [a, b] = f.band ? [row(0.25), row(0.72)] : [row(0.25), row(0.75)];
  const found: Point = [x(ours.amount), a];
  return (
    <>
      <Counted box={box} cols={days} rows={rows} unit="days" />
      <g>
        <Line from={[x(0), b]} to={[x(theirs.amount), b]} />
        <Node at={[x(theirs.amount), b]} muted>
          <Label f={f} at={[x(theirs.amount), b - 16]} anchor="end" text={theirs.label} figure={theirs.value} />
        </Node>
      </g>
      <PathLine points={[[x(0), a], found]} ground="dark" />
      <Node at={[x(0), a]} name="start" />
      <Result at={found} figure={ours}>
        <Figure f={f} at={[found[0] + 22, a + 7]} label={ours.label}>
          {ours.value}
        </Figure>
      </Result>
      <Axis f={f} box={box} x={x} start={start} ticks={steps(30, days - 1)} unit="days" />
    </>
  );
};

/** Days in a week: the campus picture counts weeks, its figures are stated in days. */
const WEEK = 7;

/** Campus hiring: from sourcing to billable-ready, then the support that follows; the point is billable-ready. */
const pipeline: Draw<'pipeline'> = (f, { start, ready, support }) => {
  const box = plotBox(f);
  const weeks = Math.ceil((ready.amount + support.amount) / WEEK);
  const x = scale(0, weeks, box.left, box.right);
  const line = (box.top + box.bottom) / 2;
  const billable: Point = [x(ready.amount / WEEK), line];
  const end: Point = [x((ready.amount + support.amount) / WEEK), line];
  const gap = f.band ? 22 : 26;
  return (
    <>
      <Counted box={box} cols={weeks} rows={3} unit="weeks" />
      <g>
        <Line from={billable} to={end} />
        <Node at={end}>
          <Label f={f} at={[end[0], line + gap + 8]} anchor="end" text={support.label} figure={support.value} />
        </Node>
      </g>
      <PathLine points={[[x(0), line], billable]} ground="dark" />
      <Node at={[x(0), line]} name="start" />
      <Result at={billable} figure={ready}>
        <Label f={f} at={[billable[0], line - gap - stack(f)]} anchor="middle" text={ready.label} />
        <Figure f={f} at={[billable[0], line - gap]} anchor="middle">
          {ready.value}
        </Figure>
      </Result>
      <Axis f={f} box={box} x={x} start={start} ticks={steps(YEAR, weeks)} unit="weeks" />
    </>
  );
};

const DRAW: { [K in DrawnPicture['kind']]: Draw<K> } = {
  'break-even': breakEven,
  'run-cost': runCost,
  delivery,
  'revenue-path': revenuePath,
  shortlist,
  pipeline,
};

/** A service's page top: its picture drawn whole for the phone's band and the wide screen's column. */
export function ServiceArt({ picture }: { picture: DrawnPicture }) {
  const draw = DRAW[picture.kind] as Draw<DrawnPicture['kind']>;
  return <Picture id={`service-${picture.kind}`} draw={(f) => draw(f, picture)} />;
}
