import { durationLastDay, type Duration } from '@/lib/duration';
import { Field, FigureText, LabelText, PathLine, Picture, ResultPoint, Rule, scale, type Frame, type Point } from './measure';

/** A label's width in picture units, roughly (the text face at 16 units; the brand face at 20), to keep it inside its frame. */
const textWidth = (text: string, size = 16) => text.length * size * 0.52;

/** Where a label centred on `x` starts, and its anchor, kept inside the frame's margins. */
function fit(x: number, text: string, frame: Frame, size = 16): { x: number; anchor: 'start' | 'middle' | 'end' } {
  const half = textWidth(text, size) / 2;
  if (x - half < 16) return { x: 16, anchor: 'start' };
  if (x + half > frame.w - 16) return { x: frame.w - 16, anchor: 'end' };
  return { x, anchor: 'middle' };
}

/** A figure larger than `FigureText`, for a picture's one figure where there is room for it. */
const BigFigure = ({ at: [x, y], size, children }: { at: Point; size: number; children: string }) => (
  <text x={x} y={y} textAnchor="end" fontSize={size} className="fill-white font-brand font-bold">
    {children}
  </text>
);

/**
 * About: the company's path from its founding to today, one year a unit of the field, a node on each milestone, under the
 * name it had then; the point where it stands today, on the clients it has served. A timeline, drawn flat: it claims no growth.
 */
export function YearsArt({
  milestones,
  now,
  names,
  result,
}: {
  milestones: { year: number }[];
  now: number;
  names: { year: number; name: string }[];
  result: { value: string; label: string };
}) {
  const first = milestones[0].year;
  const last = Math.max(now, milestones.at(-1)!.year);
  const x = scale(first, last, 40, 440);
  const path: Point[] = [...milestones.map((m): Point => [x(m.year), 0]), ...(last > milestones.at(-1)!.year ? [[x(last), 0] as Point] : [])];
  return (
    <Picture
      id="years-art"
      draw={(f) => {
        // A row of the field a year apart; in the column, rows above and below the path too, the labels between them.
        const y = f.band ? 112 : 220;
        const gap = x(first + 1) - x(first);
        return (
          <>
            <Field x={40} y={f.band ? y : y - 2 * gap} w={400} h={f.band ? gap : 4 * gap} cols={last - first} rows={f.band ? 1 : 4} ground="dark" />
            <PathLine
              points={path.map(([px]): Point => [px, y])}
              nodes={milestones.map((_, i) => i).filter((i) => i < path.length - 1)}
              ground="dark"
            />
            <ResultPoint at={[x(last), y]} />
            {milestones.map(({ year }) => (
              <LabelText key={year} at={[x(year), y + 30]} anchor="middle" ground="dark">
                {String(year)}
              </LabelText>
            ))}
            {names.map(({ year, name }) => (
              <LabelText key={name} at={[x(year) - 6, y - 22]} ground="dark" className="fill-white">
                {name}
              </LabelText>
            ))}
            <LabelText at={[456, f.band ? y - 76 : y - 130]} anchor="end" ground="dark">
              {result.label}
            </LabelText>
            <BigFigure at={[456, f.band ? y - 36 : y - 70]} size={f.band ? 32 : 48}>
              {result.value}
            </BigFigure>
          </>
        );
      }}
    />
  );
}

/** The day of the hiring process a step reaches: "Day 1" its day, "Week 2" and "Within 1 week" the last day of that week. */
export function stepDay(duration: Duration | undefined, before: number): number {
  return duration ? durationLastDay(duration, before) : before;
}

/**
 * Careers: the hiring steps on a calendar, a week a row and a day a dot, from the application (its first day) to the offer
 * (the point, at the end of its week); the first and last step named, each week by its number.
 */
export function WeeksArt({ steps, week }: { steps: { title: string; duration?: Duration }[]; week: string }) {
  const days = steps.reduce<number[]>((list, s) => [...list, stepDay(s.duration, list.at(-1) ?? 1)], []);
  const weeks = Math.ceil(Math.max(...days) / 7);
  return (
    <Picture
      id="weeks-art"
      draw={(f) => {
        const [left, top, col, row] = f.band ? [128, 56, 44, 44] : [104, 128, 48, 72];
        const at = (day: number): Point => [left + ((day - 1) % 7) * col, top + Math.floor((day - 1) / 7) * row];
        const end = at(days.at(-1)!);
        return (
          <>
            {Array.from({ length: weeks }, (_, i) => (
              <LabelText key={i} at={[24, top + i * row + 5]} ground="dark">
                {`${week} ${i + 1}`}
              </LabelText>
            ))}
            <Field x={left} y={top} w={col * 6} h={row * (weeks - 1)} cols={6} rows={Math.max(1, weeks - 1)} ground="dark" />
            <PathLine points={days.map(at)} nodes={days.slice(0, -1).map((_, i) => i)} ground="dark" />
            <ResultPoint at={end} />
            <LabelText at={[left - 8, top - 22]} ground="dark" className="fill-white">
              {steps[0].title}
            </LabelText>
            <FigureText at={[end[0] + 26, end[1] + 7]} ground="dark">
              {steps.at(-1)!.title}
            </FigureText>
          </>
        );
      }}
    />
  );
}

/** A promised time in hours ("Under 4 hours", "24 hours", "1 week"). */
export function promisedHours(value: string): number {
  const [, n, unit] = /(\d+(?:\.\d+)?)\s*(hour|day|week)/i.exec(value) ?? [];
  if (!n) throw new Error(`A commitment's time has no number and unit of hours, days or weeks: "${value}"`);
  return Number(n) * { hour: 1, day: 24, week: 168 }[unit.toLowerCase() as 'hour' | 'day' | 'week'];
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * Contact: what happens after you write, on a field of time. The promises kept in hours (a dot for the shortest, e.g. 4
 * hours) from your message; then the contract, which is yours to sign; then the days to kickoff, the point.
 */
export function ReachArt({ steps, contract }: { steps: { short: string; value: string }[]; contract: string }) {
  const hours = steps.map((s) => promisedHours(s.value));
  // The promises kept in hours run from your message; those in days or weeks, from the contract.
  const inDays = steps.findIndex((s) => !/hour/i.test(s.value));
  const split = inDays > 0 ? inDays : steps.length - 1;
  const before = hours.slice(0, split);
  const unit = before.reduce(gcd);
  const span = Math.max(...before);
  const days = hours.slice(split).map((h) => h / 24);
  const gap = [276, 332] as const;
  const x = scale(0, span, 24, gap[0]);
  const d = scale(0, Math.max(...days), gap[1], 444);
  const xs = [...before.map(x), ...days.map(d)];
  return (
    <Picture
      id="reach-art"
      draw={(f) => {
        // The field a unit of hours apart, one row above and below the path (three in the column, its labels outside it on leaders).
        const y = f.band ? 100 : 196;
        const rule = x(unit) - x(0);
        const rows = f.band ? 1 : 3;
        const [near, far] = f.band ? [34, 56] : [rows * rule + 16, rows * rule + 38];
        const label = (i: number, above: boolean) => {
          const place = fit(xs[i], steps[i].value.length > steps[i].short.length ? steps[i].value : steps[i].short, f);
          const [value, short] = above ? [y - near, y - far] : [y + near + 10, y + far + 10];
          return (
            <g key={steps[i].short}>
              {f.band ? null : <Rule from={[xs[i], above ? y - 10 : y + 10]} to={[xs[i], above ? value + 6 : value - 16]} ground="dark" />}
              <LabelText at={[place.x, value]} anchor={place.anchor} ground="dark">
                {steps[i].value}
              </LabelText>
              <LabelText at={[place.x, short]} anchor={place.anchor} ground="dark" className="fill-white">
                {steps[i].short}
              </LabelText>
            </g>
          );
        };
        const last = steps.length - 1;
        return (
          <>
            <Field x={24} y={y - rows * rule} w={gap[0] - 24} h={2 * rows * rule} cols={span / unit} rows={2 * rows} ground="dark" />
            <Field x={gap[1]} y={y - rows * rule} w={444 - gap[1]} h={2 * rows * rule} cols={Math.max(...days)} rows={2 * rows} ground="dark" />
            <PathLine points={[[24, y], ...xs.slice(0, split).map((px): Point => [px, y])]} nodes={before.map((_, i) => i + 1)} ground="dark" />
            <PathLine
              points={[
                [gap[0], y],
                [gap[1], y],
              ]}
              ground="dark"
              dashed
            />
            <PathLine
              points={[[gap[1], y], ...xs.slice(split).map((px): Point => [px, y])]}
              nodes={xs.slice(split, -1).map((_, i) => i + 1)}
              ground="dark"
            />
            <ResultPoint at={[xs[last], y]} />
            {steps.slice(0, -1).map((_, i) => label(i, i % 2 === 0))}
            <LabelText at={[(gap[0] + gap[1]) / 2, y + near + 10]} anchor="middle" ground="dark">
              {contract}
            </LabelText>
            <BigFigure at={[456, y - near]} size={f.band ? 24 : 32}>
              {steps[last].value}
            </BigFigure>
            <LabelText at={[456, y - far - (f.band ? 4 : 10)]} anchor="end" ground="dark" className="fill-white">
              {steps[last].short}
            </LabelText>
          </>
        );
      }}
    />
  );
}

/**
 * Case studies: each study's measured cut (loan turnaround, grievance time, downtime) on one field of tens of per cent of
 * what it was before; the deepest cut is the point.
 */
export function SectorsArt({ cuts }: { cuts: { what: string; percent: number }[] }) {
  const deepest = cuts.reduce((best, c, i) => (c.percent > cuts[best].percent ? i : best), 0);
  const x = scale(0, 100, 24, 392);
  return (
    <Picture
      id="sectors-art"
      draw={(f) => {
        const [top, bottom] = f.band ? [60, f.h - 28] : [120, 310];
        const step = cuts.length > 1 ? (bottom - top) / (cuts.length - 1) : 0;
        return (
          <>
            <Field x={24} y={top} w={368} h={step * Math.max(1, cuts.length - 1)} cols={10} rows={Math.max(1, cuts.length - 1)} ground="dark" />
            {cuts.map((cut, i) => {
              const y = top + i * step;
              const end: Point = [x(cut.percent), y];
              return (
                <g key={i}>
                  <LabelText at={[24, y - 18]} ground="dark" className="fill-white">
                    {cut.what}
                  </LabelText>
                  <PathLine points={[[24, y], end]} nodes={i === deepest ? [] : [1]} ground="dark" />
                  {i === deepest ? <ResultPoint at={end} /> : null}
                  <FigureText at={[end[0] + (i === deepest ? 26 : 16), y + 7]} ground="dark">
                    {`−${cut.percent}%`}
                  </FigureText>
                </g>
              );
            })}
          </>
        );
      }}
    />
  );
}
