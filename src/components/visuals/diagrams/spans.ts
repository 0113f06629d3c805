import { plainText } from '@/lib/typeset';

/** A process's steps in weeks from the start, read from each printed `duration`: `start` to earliest `end`, `upTo` for a range, `open` for no end ("Ongoing"). */
export type Span = { start: number; end: number; upTo?: number; open?: boolean };

const DAYS_PER_WEEK = 7;
const DAY = /^Day (\d+)( onwards)?$/i;
const n = (text: string | undefined) => (text === undefined ? undefined : Number(text));

/** Reads one duration, given where the step before it ended: a length follows it, a place is absolute. */
function readSpan(duration: string, cursor: number): Span | undefined {
  const text = plainText(duration).trim();
  let m: RegExpMatchArray | null;
  // A length: "4 weeks", "1-2 weeks", "3 days".
  if ((m = text.match(/^(\d+)(?:[-–](\d+))? (week|day)s?$/i))) {
    const per = m[3].toLowerCase() === 'day' ? 1 / DAYS_PER_WEEK : 1;
    const [min, max] = [n(m[1])! * per, (n(m[2]) ?? n(m[1])!) * per];
    return { start: cursor, end: cursor + min, ...(max > min ? { upTo: cursor + max } : {}) };
  }
  // A place: "Week 3", "Week 1-2", "Weeks 1-2".
  if ((m = text.match(/^Weeks? (\d+)(?:[-–](\d+))?$/i))) return { start: n(m[1])! - 1, end: n(m[2]) ?? n(m[1])! };
  // A day: "Day 1"; from a day on: "Day 90 onwards", drawn from the start of its week, as the chart names it ("Week 13 onwards").
  if ((m = text.match(DAY))) {
    const start = (n(m[1])! - 1) / DAYS_PER_WEEK;
    return m[2] ? { start: Math.floor(start), end: Math.floor(start), open: true } : { start, end: start + 1 / DAYS_PER_WEEK };
  }
  // A deadline: "Within 1 week".
  if ((m = text.match(/^Within (\d+) weeks?$/i))) return { start: cursor, end: Math.max(cursor, n(m[1])!) };
  if (/^Ongoing$/i.test(text)) return { start: cursor, end: cursor, open: true };
  return undefined;
}

/** The spans of a process's steps, or undefined when a step has no duration or one that is not a time. */
export function stepSpans(durations: readonly (string | undefined)[]): Span[] | undefined {
  const spans: Span[] = [];
  let cursor = 0;
  for (const duration of durations) {
    const span = duration === undefined ? undefined : readSpan(duration, cursor);
    if (!span) return undefined;
    spans.push(span);
    cursor = Math.max(cursor, span.upTo ?? span.end);
  }
  return spans;
}

/** The weeks a timeline's axis shows: a little past the latest end (off the plot's edge), and past an open step's start (its bar stops a week short). */
export function axisWeeks(spans: readonly Span[]): number {
  const last = Math.max(...spans.map((s) => s.upTo ?? s.end));
  const openFrom = Math.max(0, ...spans.filter((s) => s.open).map((s) => s.start));
  return Math.max(last + Math.max(0.5, last / 16), spans.some((s) => s.open) ? openFrom + 1 + Math.max(2, last / 6) : 0);
}

/** Whether a timeline shows what the step cards do not: steps that overlap, or events among them. */
export function addsToSteps(spans: readonly Span[], events = 0): boolean {
  return events > 0 || spans.some((s, i) => i > 0 && s.start < Math.max(...spans.slice(0, i).map((p) => p.upTo ?? p.end)));
}

/** A step's time as a timeline in weeks writes it: a day-based one ("Day 90 onwards") in weeks only. */
export function weekNote(duration: string, span: Span): string {
  const day = plainText(duration).trim().match(DAY);
  if (!day) return duration;
  return `Week ${Math.floor(span.start) + 1}${day[2] ? ' onwards' : ''}`;
}

/** Tick marks for an axis of `total` weeks: a round step giving at most `most` intervals. */
export function ticks(total: number, most = 8): number[] {
  const step = [1, 2, 4, 5, 10, 20, 25, 50, 100].find((s) => total / s <= most) ?? Math.ceil(total / most);
  return Array.from({ length: Math.floor(total / step) + 1 }, (_, i) => i * step);
}
