import { durationSpan, formatDuration, type Duration, type Span } from '@/lib/duration';

export type { Span } from '@/lib/duration';

/** The spans of a process's steps in weeks (src/lib/duration.ts), or undefined when a step has no duration. */
export function stepSpans(durations: readonly (Duration | undefined)[]): Span[] | undefined {
  const spans: Span[] = [];
  let cursor = 0;
  for (const duration of durations) {
    if (!duration) return undefined;
    const span = durationSpan(duration, cursor);
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

/** A step's time as a timeline in weeks writes it: one counted in days from the start ("Day 90 onwards") in weeks. */
export function weekNote(duration: Duration, span: Span): string {
  const counted = duration.counted ?? 'length';
  if (duration.unit !== 'day' || (counted !== 'at' && counted !== 'onwards')) return formatDuration(duration);
  return formatDuration({ unit: 'week', counted, from: Math.floor(span.start) + 1 });
}

/** Tick marks for an axis of `total` weeks: a round step giving at most `most` intervals. */
export function ticks(total: number, most = 8): number[] {
  const step = [1, 2, 4, 5, 10, 20, 25, 50, 100].find((s) => total / s <= most) ?? Math.ceil(total / most);
  return Array.from({ length: Math.floor(total / step) + 1 }, (_, i) => i * step);
}
