import { describe, expect, it } from 'vitest';
import { formatMoney, payback, readMoney } from './payback';

const figures = { cost: '₹7.8Cr', firstYear: '₹5.2Cr', breakEven: '18\u00a0months', returnPct: '312%' };

describe('payback', () => {
  it('joins go-live, the first year, break-even and the five-year total the return implies', () => {
    const p = payback(figures);
    expect(p.points).toEqual([
      { month: 0, saved: 0 },
      { month: 12, saved: 5.2 },
      { month: 18, saved: 7.8 },
      { month: 60, saved: 32.14 },
    ]);
    expect(formatMoney(p.points[3].saved, p.cost)).toBe('₹32.14Cr');
  });

  it('reads money as the page prints it', () => {
    expect(readMoney('₹5.2Cr')).toEqual({ prefix: '₹', amount: 5.2, suffix: 'Cr' });
    expect(() => readMoney('five crore')).toThrow(/amount of money/);
  });

  it('stops the build when the figures cannot all be true', () => {
    expect(() => payback({ ...figures, firstYear: '₹9Cr' })).toThrow(/within the first year/);
    expect(() => payback({ ...figures, breakEven: '10 months' })).toThrow(/after the first year/);
    expect(() => payback({ ...figures, firstYear: '$5.2M' })).toThrow(/different units/);
    expect(() => payback({ ...figures, returnPct: '18 months' })).toThrow(/percentage/);
  });
});
