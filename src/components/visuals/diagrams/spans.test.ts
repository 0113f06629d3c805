import { describe, expect, it } from 'vitest';
import { addsToSteps, axisWeeks, stepSpans, ticks, weekNote } from './spans';

/** The wordings the site's processes use today, and where each puts its steps (in weeks from the start). */
describe('stepSpans', () => {
  it('puts lengths one after another: the Edge challenge is 0-4, 4-12 and 12-16', () => {
    expect(stepSpans(['4 weeks', '8 weeks', '4 weeks'])).toEqual([
      { start: 0, end: 4 },
      { start: 4, end: 12 },
      { start: 12, end: 16 },
    ]);
  });

  it('reads places in the process as they are written: campus hiring overlaps weeks 1–2 and 2–3, deploys from day 90, in week 13', () => {
    expect(stepSpans(['Weeks 1–2', 'Weeks 2–3', 'Weeks 4–10', 'Weeks 11–12', 'Day 90 onwards'])).toEqual(
      stepSpans(['Week 1-2', 'Week 2-3', 'Week 4-10', 'Week 11-12', 'Day 90 onwards']),
    );
    expect(stepSpans(['Week 1-2', 'Week 2-3', 'Week 4-10', 'Week 11-12', 'Day 90 onwards'])).toEqual([
      { start: 0, end: 2 },
      { start: 1, end: 3 },
      { start: 3, end: 10 },
      { start: 10, end: 12 },
      { start: 12, end: 12, open: true },
    ]);
  });

  it('keeps a range as its shortest and longest end, and runs "Ongoing" on from the step before (Kriyon Plus)', () => {
    expect(stepSpans(['1–2 weeks', '2–3 weeks', '1 week', 'Ongoing'])).toEqual([
      { start: 0, end: 1, upTo: 2 },
      { start: 2, end: 4, upTo: 5 },
      { start: 5, end: 6 },
      { start: 6, end: 6, open: true },
    ]);
  });

  it('reads days and deadlines (careers: Day 1, Within 1 week, Week 2, Week 3), no-break spaces included', () => {
    expect(stepSpans(['Day\u00a01', 'Within 1\u00a0week', 'Week\u00a02', 'Week 3'])).toEqual([
      { start: 0, end: 1 / 7 },
      { start: 1 / 7, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it('gives no timeline when a step has no duration or one that is not a time', () => {
    expect(stepSpans(['4 weeks', undefined])).toBeUndefined();
    expect(stepSpans(['4 weeks', 'Flexible modules'])).toBeUndefined();
    expect(stepSpans(['90-day support'])).toBeUndefined();
  });
});

describe('the axis', () => {
  it('runs a little past the latest end, and past the start of an open step', () => {
    expect(axisWeeks(stepSpans(['4 weeks', '8 weeks', '4 weeks'])!)).toBe(17);
    expect(axisWeeks(stepSpans(['1-2 weeks', '2-3 weeks', '1 week', 'Ongoing'])!)).toBe(9);
    const campus = axisWeeks(stepSpans(['Week 1-2', 'Week 11-12', 'Day 90 onwards'])!);
    expect(campus).toBeGreaterThan(89 / 7 + 1);
  });

  it('ticks at a round step, at most eight intervals, from 0 to the end', () => {
    expect(ticks(16)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16]);
    expect(ticks(3)).toEqual([0, 1, 2, 3]);
    expect(ticks(32.1, 4)).toEqual([0, 10, 20, 30]);
  });
});

describe('a timeline adds to its step cards', () => {
  it('when steps overlap (campus hiring) or events fall among them (the Edge challenge)', () => {
    expect(addsToSteps(stepSpans(['Week 1-2', 'Week 2-3', 'Week 4-10', 'Week 11-12', 'Day 90 onwards'])!)).toBe(true);
    expect(addsToSteps(stepSpans(['4 weeks', '8 weeks', '4 weeks'])!, 2)).toBe(true);
  });

  it('not when the steps only follow one another (Kriyon Plus, careers): the cards print their lengths', () => {
    expect(addsToSteps(stepSpans(['1-2 weeks', '2-3 weeks', '1 week', 'Ongoing'])!)).toBe(false);
    expect(addsToSteps(stepSpans(['Day 1', 'Within 1 week', 'Week 2', 'Week 3'])!)).toBe(false);
    expect(addsToSteps(stepSpans(['4 weeks', '8 weeks', '4 weeks'])!)).toBe(false);
  });
});

describe('weekNote', () => {
  it("writes a day-based time in the axis's weeks, in weeks only", () => {
    expect(weekNote('Day 90 onwards', stepSpans(['Day 90 onwards'])![0])).toBe('Week 13 onwards');
    expect(weekNote('Day\u00a01', stepSpans(['Day 1'])![0])).toBe('Week 1');
    expect(weekNote('Weeks 4-10', stepSpans(['Weeks 4-10'])![0])).toBe('Weeks 4-10');
  });
});
