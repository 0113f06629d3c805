import { describe, expect, it } from 'vitest';
import { formatCrore, payback, type ChartFigure } from './payback';
import type { ClaimUnit } from '@/lib/claims';

const fig = (amount: number, unit: ClaimUnit): ChartFigure => ({ label: 'x', amount, unit, value: String(amount) });
const figures = { cost: fig(7.8, 'crore'), firstYear: fig(5.2, 'crore'), breakEven: fig(18, 'months'), return: fig(312, 'percent') };

describe('payback', () => {
  it('joins go-live, the first year, break-even and the five-year total the return implies', () => {
    const p = payback(figures);
    expect(p.points).toEqual([
      { month: 0, saved: 0 },
      { month: 12, saved: 5.2 },
      { month: 18, saved: 7.8 },
      { month: 60, saved: 32.14 },
    ]);
    expect(formatCrore(p.points[3].saved)).toBe('₹32.14Cr');
  });

  it('stops the build when the figures cannot all be true, or are in the wrong units', () => {
    expect(() => payback({ ...figures, firstYear: fig(9, 'crore') })).toThrow(/within the first year/);
    expect(() => payback({ ...figures, breakEven: fig(10, 'months') })).toThrow(/after the first year/);
    expect(() => payback({ ...figures, firstYear: fig(5.2, 'percent') })).toThrow(/in crore/);
    expect(() => payback({ ...figures, return: fig(18, 'months') })).toThrow(/percentage/);
  });
});
