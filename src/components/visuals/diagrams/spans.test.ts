import { describe, expect, it } from 'vitest';
import { plainText } from '@/lib/typeset';
import type { Duration } from '@/lib/duration';
import { addsToSteps, axisWeeks, stepSpans, ticks, weekNote } from './spans';

const weeks = (from: number, to?: number): Duration => ({ from, to, unit: 'week' });
const at = (from: number, to?: number, unit: Duration['unit'] = 'week'): Duration => ({ from, to, unit, counted: 'at' });
const edge = [weeks(4), weeks(8), weeks(4)];
const campus = [at(1, 2), at(2, 3), at(4, 10), at(11, 12), { from: 90, unit: 'day', counted: 'onwards' } as Duration];
const plus = [weeks(1, 2), weeks(2, 3), weeks(1), { unit: 'week', counted: 'ongoing' } as Duration];
const careers = [at(1, undefined, 'day'), { from: 1, unit: 'week', counted: 'within' } as Duration, at(2), at(3)];

/** The processes the site draws today, and where each puts its steps (in weeks from the start). */
describe('stepSpans', () => {
  it('puts lengths one after another: the Edge challenge is 0-4, 4-12 and 12-16', () => {
    expect(stepSpans(edge)).toEqual([
      { start: 0, end: 4 },
      { start: 4, end: 12 },
      { start: 12, end: 16 },
    ]);
  });

  it('puts places where they fall: campus hiring overlaps weeks 1–2 and 2–3, deploys from day 90, in week 13', () => {
    expect(stepSpans(campus)).toEqual([
      { start: 0, end: 2 },
      { start: 1, end: 3 },
      { start: 3, end: 10 },
      { start: 10, end: 12 },
      { start: 12, end: 12, open: true },
    ]);
  });

  it('keeps a range as its shortest and longest end, and runs "Ongoing" on from the step before (Kriyon Plus)', () => {
    expect(stepSpans(plus)).toEqual([
      { start: 0, end: 1, upTo: 2 },
      { start: 2, end: 4, upTo: 5 },
      { start: 5, end: 6 },
      { start: 6, end: 6, open: true },
    ]);
  });

  it('reads days and deadlines (careers: Day 1, Within 1 week, Week 2, Week 3)', () => {
    expect(stepSpans(careers)).toEqual([
      { start: 0, end: 1 / 7 },
      { start: 1 / 7, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it('gives no timeline when a step has no duration', () => {
    expect(stepSpans([weeks(4), undefined])).toBeUndefined();
  });
});

describe('the axis', () => {
  it('runs a little past the latest end, and past the start of an open step', () => {
    expect(axisWeeks(stepSpans(edge)!)).toBe(17);
    expect(axisWeeks(stepSpans(plus)!)).toBe(9);
    expect(axisWeeks(stepSpans([at(1, 2), at(11, 12), campus[4]])!)).toBeGreaterThan(89 / 7 + 1);
  });

  it('ticks at a round step, at most eight intervals, from 0 to the end', () => {
    expect(ticks(16)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16]);
    expect(ticks(3)).toEqual([0, 1, 2, 3]);
    expect(ticks(32.1, 4)).toEqual([0, 10, 20, 30]);
  });
});

describe('a timeline adds to its step cards', () => {
  it('when steps overlap (campus hiring) or events fall among them (the Edge challenge)', () => {
    expect(addsToSteps(stepSpans(campus)!)).toBe(true);
    expect(addsToSteps(stepSpans(edge)!, 2)).toBe(true);
  });

  it('not when the steps only follow one another (Kriyon Plus, careers): the cards print their lengths', () => {
    expect(addsToSteps(stepSpans(plus)!)).toBe(false);
    expect(addsToSteps(stepSpans(careers)!)).toBe(false);
    expect(addsToSteps(stepSpans(edge)!)).toBe(false);
  });
});

describe('weekNote', () => {
  it("writes a time counted in days in the axis's weeks", () => {
    const note = (d: Duration) => plainText(weekNote(d, stepSpans([d])![0]));
    expect(note(campus[4])).toBe('Week 13 onwards');
    expect(note(careers[0])).toBe('Week 1');
    expect(note(at(4, 10))).toBe('Weeks 4–10');
  });
});
