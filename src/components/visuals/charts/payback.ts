import { formatClaim, type ClaimFigure } from '@/lib/claims';

/** A payback chart's points from the claims the metric cards print, so the two cannot disagree: first year at month 12, break-even, cost x (1 + return) at five years. */

export type ChartFigure = ClaimFigure;

export interface PaybackFigures {
  title: string;
  axis: string;
  cost: ChartFigure;
  firstYear: ChartFigure;
  breakEven: ChartFigure;
  return: ChartFigure;
}

/** Cumulative savings (in the cost's unit) by month. */
export type PaybackPoint = { month: number; saved: number };

/** The chart's points (go-live, the first year, break-even, the horizon); throws when the figures cannot all be true at once. */
export function payback(f: Pick<PaybackFigures, 'cost' | 'firstYear' | 'breakEven' | 'return'>, horizon = 60) {
  const problems = [
    f.cost.unit !== 'crore' || f.firstYear.unit !== 'crore' ? 'the cost and the first-year savings must be amounts in crore' : '',
    f.breakEven.unit !== 'months' ? 'break-even must be a number of months' : '',
    f.return.unit !== 'percent' ? 'the return must be a percentage' : '',
    f.firstYear.amount >= f.cost.amount ? 'first-year savings at or above the cost would break even within the first year' : '',
    f.breakEven.amount <= 12 || f.breakEven.amount >= horizon ? `break-even must fall after the first year and before month ${horizon}` : '',
  ].filter(Boolean);
  if (problems.length)
    throw new Error(`Payback chart: ${problems.join('; ')} (${[f.cost, f.firstYear, f.breakEven, f.return].map((x) => x.value).join(', ')})`);
  return {
    horizon,
    points: [
      { month: 0, saved: 0 },
      { month: 12, saved: f.firstYear.amount },
      { month: f.breakEven.amount, saved: f.cost.amount },
      { month: horizon, saved: Number((f.cost.amount * (1 + f.return.amount / 100)).toFixed(2)) },
    ],
  };
}

/** An amount of crore written the way the page writes money: "₹32.14Cr". */
export const formatCrore = (amount: number) => formatClaim({ amount, unit: 'crore' });
