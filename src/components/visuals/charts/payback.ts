import { formatClaim, type ClaimFigure } from '@/lib/claims';

/**
 * The numbers of a payback chart, taken from the claims the metric cards print (numbers with their
 * units, src/content/claims.yaml), so the chart and the cards cannot disagree. Cumulative savings run
 * from nothing at go-live through the first year's savings at month 12, pass the cost at break-even,
 * and reach cost x (1 + return) at five years. The chart joins these points and nothing else: every
 * point drawn is a figure the page states, or the one the return implies.
 */

/** A figure of the chart: what the chart calls it, the number and its unit, and the text the page prints. */
export type ChartFigure = ClaimFigure;

export interface PaybackFigures {
  title: string;
  axis: string;
  cost: ChartFigure;
  firstYear: ChartFigure;
  breakEven: ChartFigure;
  return: ChartFigure;
}

export interface PaybackPoint {
  month: number;
  /** Cumulative savings, in the cost's unit. */
  saved: number;
}

export interface Payback {
  horizon: number;
  /** Go-live, the first year, break-even and the horizon. */
  points: PaybackPoint[];
}

/** The chart's points from its four figures; throws when they cannot all be true at once. */
export function payback(f: Pick<PaybackFigures, 'cost' | 'firstYear' | 'breakEven' | 'return'>, horizon = 60): Payback {
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
