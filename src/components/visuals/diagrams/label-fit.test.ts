import { describe, expect, it } from 'vitest';
import { NARROWEST, placeLabel, startsFrom, textWidth } from './label-fit';

/** Where a label of `width` px anchored by `p` starts and ends on a drawing `w` px wide. */
const extent = (p: ReturnType<typeof placeLabel>, width: number, w: number) => {
  const x = p.at * w + p.dx;
  return p.anchor === 'start' ? [x, x + width] : [x - width, x];
};

describe('placeLabel', () => {
  it('starts a label at its bar in the left half and ends it at its bar in the right half', () => {
    expect(placeLabel(0.1, 0.3, 50)).toEqual({ at: 0.1, anchor: 'start', dx: 0 });
    expect(placeLabel(0.6, 0.9, 50)).toEqual({ at: 0.9, anchor: 'end', dx: 0 });
  });

  it('ends an event\'s name at its dot in the right half: "Campus Demo Day" at week 12 of 17', () => {
    expect(placeLabel(12 / 17, 12 / 17, textWidth('Campus Demo Day', 14, true))).toEqual({ at: 12 / 17, anchor: 'end', dx: 0 });
  });

  it('moves only a label too long for its end, by the pixels it lacks on the narrowest drawing, at every width', () => {
    const width = 250;
    for (const [from, to] of [
      [0.3, 0.5],
      [0.6, 0.7],
    ]) {
      const p = placeLabel(from, to, width);
      for (const w of [NARROWEST, 2 * NARROWEST, 5 * NARROWEST]) {
        const [left, right] = extent(p, width, w);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(w + 0.001);
      }
      expect(Math.abs(p.dx)).toBeLessThanOrEqual(width);
    }
    // Campus hiring's "Skill Validation Weeks 11-12" (weeks 10-12 of 14.7) ends a few pixels past its bar, at any width.
    const skill = textWidth('Skill Validation', 14, true) + 8 + textWidth('Weeks 11-12', 13);
    expect(placeLabel(10 / 14.7, 12 / 14.7, skill).dx).toBeLessThan(24);
  });
});

describe('startsFrom', () => {
  it('starts a right-half label at its bar from the first screen where it fits: campus deployment from lg, skill validation from md', () => {
    const skill = textWidth('Skill validation', 14, true) + 8 + textWidth('Weeks 11–12', 13);
    const deploy = textWidth('Deployment', 14, true) + 8 + textWidth('Week 13 onwards', 13);
    expect(startsFrom(10 / 16.4, skill)).toBe('md');
    expect(startsFrom(12 / 16.4, deploy)).toBe('lg');
    expect(startsFrom(0.95, deploy)).toBeUndefined();
  });
});
