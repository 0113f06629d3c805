import { describe, expect, it } from 'vitest';
import { durationLastDay, durationProblem, durationSpan, durationText, formatDuration, weeksOf, type Duration } from './duration';

const week = (from: number, to?: number): Duration => ({ from, to, unit: 'week' });

describe('formatDuration: the words a page prints from the numbers', () => {
  it('writes every way the site counts time, the number kept with its unit', () => {
    const cases: [Duration, string][] = [
      [week(4), '4 weeks'],
      [week(1), '1 week'],
      [week(1, 2), '1–2 weeks'],
      [{ from: 2, to: 5, unit: 'day' }, '2–5 days'],
      [{ from: 12, unit: 'month' }, '12 months'],
      [{ from: 3, unit: 'week', counted: 'at' }, 'Week 3'],
      [{ from: 1, to: 2, unit: 'week', counted: 'at' }, 'Weeks 1–2'],
      [{ from: 1, unit: 'day', counted: 'at' }, 'Day 1'],
      [{ from: 1, unit: 'week', counted: 'within' }, 'Within 1 week'],
      [{ from: 90, unit: 'day', counted: 'onwards' }, 'Day 90 onwards'],
      [{ unit: 'week', counted: 'ongoing' }, 'Ongoing'],
    ];
    for (const [d, text] of cases) expect(durationText(d)).toBe(text);
    expect(formatDuration(week(4))).toBe('4\u00a0weeks');
    expect(formatDuration({ from: 2, unit: 'week', counted: 'at' })).toBe('Week\u00a02');
  });

  it('refuses numbers that do not read, with the words the form and the build show', () => {
    expect(durationProblem(week(2, 1))).toMatch(/"to" \(1\) must be more than "from" \(2\)/);
    expect(durationProblem({ unit: 'week' })).toMatch(/Give the number/);
    expect(durationProblem({ from: 3, unit: 'week', counted: 'ongoing' })).toMatch(/no numbers/);
    expect(durationProblem({ from: 1, to: 2, unit: 'week', counted: 'within' })).toMatch(/one number/);
    expect(() => formatDuration(week(2, 1))).toThrow(/does not read/);
  });
});

describe('durationSpan: the same numbers as time, in weeks from the start', () => {
  it('follows the step before for a length, counts from the start for a place, a deadline or a point on', () => {
    expect(durationSpan(week(4), 4)).toEqual({ start: 4, end: 8 });
    expect(durationSpan(week(1, 2), 0)).toEqual({ start: 0, end: 1, upTo: 2 });
    expect(durationSpan({ from: 1, to: 2, unit: 'week', counted: 'at' }, 9)).toEqual({ start: 0, end: 2 });
    expect(durationSpan({ from: 1, unit: 'day', counted: 'at' }, 0)).toEqual({ start: 0, end: 1 / 7 });
    expect(durationSpan({ from: 1, unit: 'week', counted: 'within' }, 1 / 7)).toEqual({ start: 1 / 7, end: 1 });
    expect(durationSpan({ from: 90, unit: 'day', counted: 'onwards' }, 12)).toEqual({ start: 12, end: 12, open: true });
    expect(durationSpan({ unit: 'week', counted: 'ongoing' }, 6)).toEqual({ start: 6, end: 6, open: true });
  });

  it('gives the last day a step reaches (the careers calendar) and a programme length in weeks', () => {
    const careers: Duration[] = [
      { from: 1, unit: 'day', counted: 'at' },
      { from: 1, unit: 'week', counted: 'within' },
      { from: 2, unit: 'week', counted: 'at' },
      { from: 3, unit: 'week', counted: 'at' },
    ];
    expect(careers.reduce<number[]>((days, d) => [...days, durationLastDay(d, days.at(-1) ?? 1)], [])).toEqual([1, 7, 14, 21]);
    expect(weeksOf(week(12))).toBe(12);
    expect(() => weeksOf(week(1, 2))).toThrow(/Not one length/);
  });
});
