import { describe, expect, it } from 'vitest';
import { NARROWEST, placeLabel, textWidth } from './label-fit';

/** Where a label of `width` px anchored by `p` starts and ends on a drawing `w` px wide. */
const extent = (p: ReturnType<typeof placeLabel>, width: number, w: number, inset = 0) =>
  p.anchor === 'start' ? [p.at * w - inset, p.at * w - inset + width] : [p.at * w - width, p.at * w];

describe('placeLabel', () => {
  it('starts a label at its bar in the left half and ends it at its bar in the right half', () => {
    expect(placeLabel(0.1, 0.3, 50)).toEqual({ at: 0.1, anchor: 'start' });
    expect(placeLabel(0.6, 0.9, 50)).toEqual({ at: 0.9, anchor: 'end' });
  });

  it('moves a long label in just enough to stay inside the narrowest drawing', () => {
    const width = textWidth('Implementation Planning', 14, true) + 8 + textWidth('1 week', 13);
    for (const [from, to] of [
      [0.62, 0.75],
      [0.45, 0.5],
      [0.05, 0.1],
    ]) {
      const [left, right] = extent(placeLabel(from, to, width, 11), width, NARROWEST, 11);
      expect(left).toBeGreaterThanOrEqual(-11);
      expect(right).toBeLessThanOrEqual(NARROWEST + 0.001);
    }
  });
});
