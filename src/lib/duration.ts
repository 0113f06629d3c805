import { typeset } from './typeset';

/**
 * A length of time as content stores it: numbers and a unit, never the words a page prints. One module writes it
 * (`formatDuration`) and one reads it as time (`durationSpan`), so a picture, a timeline and structured data agree.
 *
 * `counted` says how the numbers read:
 * - `length`: how long it takes, after the step before ("4 weeks", "1–2 weeks", "2–5 days");
 * - `at`: where it falls from the start ("Week 3", "Weeks 1–2", "Day 1");
 * - `within`: a deadline from the start ("Within 1 week");
 * - `onwards`: from a point on, with no end ("Day 90 onwards");
 * - `ongoing`: no numbers, it runs on ("Ongoing").
 */
export const UNITS = ['hour', 'day', 'week', 'month'] as const;
export const COUNTED = ['length', 'at', 'within', 'onwards', 'ongoing'] as const;

export type Duration = {
  from?: number;
  to?: number;
  unit: (typeof UNITS)[number];
  counted?: (typeof COUNTED)[number];
};

const plural = (unit: string, n: number) => (n === 1 ? unit : `${unit}s`);
const title = (unit: string) => unit[0].toUpperCase() + unit.slice(1);
const range = ({ from, to }: Duration) => (to === undefined ? String(from) : `${from}–${to}`);

/** What a rule of the schema says when a duration does not read: '' when it does. */
export function durationProblem(d: Duration): string {
  const counted = d.counted ?? 'length';
  if (counted === 'ongoing') return d.from === undefined && d.to === undefined ? '' : 'An ongoing step has no numbers: leave "from" and "to" empty';
  if (d.from === undefined) return 'Give the number ("from"), e.g. 4 for "4 weeks"';
  if (d.to !== undefined && d.to <= d.from) return `"to" (${d.to}) must be more than "from" (${d.from}), e.g. from 1 to 2 for "1–2 weeks"`;
  if ((counted === 'within' || counted === 'onwards') && d.to !== undefined)
    return `A duration counted "${counted}" has one number: leave "to" empty`;
  return '';
}

/** The words a page prints, with no-break spaces where the number meets its unit ("4 weeks", "Weeks 1–2", "Ongoing"). */
export function formatDuration(d: Duration): string {
  const problem = durationProblem(d);
  if (problem) throw new Error(`A duration that does not read (${JSON.stringify(d)}): ${problem}`);
  const last = d.to ?? d.from!;
  const text = {
    length: () => `${range(d)} ${plural(d.unit, last)}`,
    at: () => `${title(plural(d.unit, d.to === undefined ? 1 : 2))} ${range(d)}`,
    within: () => `Within ${d.from} ${plural(d.unit, d.from!)}`,
    onwards: () => `${title(d.unit)} ${d.from} onwards`,
    ongoing: () => 'Ongoing',
  }[d.counted ?? 'length']();
  return typeset(text);
}

/** Whether a value of content is a duration (a unit of time, and numbers or "ongoing"): for tests that read content as printed. */
export const isDuration = (v: unknown): v is Duration =>
  typeof v === 'object' &&
  v !== null &&
  UNITS.includes((v as Duration).unit) &&
  Object.keys(v).every((k) => ['from', 'to', 'unit', 'counted'].includes(k));

/** The same words for machines (JSON-LD, meta): plain spaces. */
export const durationText = (d: Duration) => formatDuration(d).replaceAll('\u00a0', ' ');

const IN_WEEKS = { hour: 1 / 168, day: 1 / 7, week: 1, month: 52 / 12 } as const;

/** A process's step in weeks from the start: `start` to earliest `end`, `upTo` for a range, `open` for no end. */
export type Span = { start: number; end: number; upTo?: number; open?: boolean };

/** Where a step falls in weeks, given where the step before it ended: a length follows it, the others count from the start. */
export function durationSpan(d: Duration, cursor: number): Span {
  const per = IN_WEEKS[d.unit];
  const [from, to] = [(d.from ?? 0) * per, (d.to ?? d.from ?? 0) * per];
  switch (d.counted ?? 'length') {
    case 'length':
      return { start: cursor, end: cursor + from, ...(to > from ? { upTo: cursor + to } : {}) };
    case 'at':
      // "Week 3" is the third week (2 to 3); "Day 1" is the first day; "Weeks 1–2" the first two weeks.
      return { start: from - per, end: to };
    case 'within':
      return { start: cursor, end: Math.max(cursor, from) };
    case 'onwards':
      // Drawn from the start of its week, as a timeline in weeks names it ("Week 13 onwards").
      return { start: Math.floor(from - per), end: Math.floor(from - per), open: true };
    case 'ongoing':
      return { start: cursor, end: cursor, open: true };
  }
}

/** The last day a step reaches from the start (a length after the day before it): "Day 1" 1, "Week 2" 14, "Within 1 week" 7. */
export function durationLastDay(d: Duration, before: number): number {
  const span = durationSpan(d, (before - 1) / 7);
  return Math.max(1, Math.round((span.upTo ?? span.end) * 7));
}

/** The length in weeks of a duration that is a length (a programme of "12 weeks"), or an error naming it. */
export function weeksOf(d: Duration): number {
  if ((d.counted ?? 'length') !== 'length' || d.to !== undefined) throw new Error(`Not one length of time: ${durationText(d)}`);
  return d.from! * IN_WEEKS[d.unit];
}
