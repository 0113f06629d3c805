import { plainText } from '@/lib/typeset';

/**
 * The numbers of a payback chart, read from the figures exactly as the page prints them ("₹7.8Cr",
 * "₹5.2Cr", "18 months", "312%"), so the chart and the metric cards cannot disagree. Cumulative
 * savings run from nothing at go-live through the first year's savings at month 12, pass the cost at
 * break-even, and reach cost x (1 + return) at five years. The chart joins these points and nothing
 * else: every point drawn is a figure the page states, or the one the return implies.
 */

export interface Money {
  amount: number;
  /** What the page writes before and after the number: "₹" and "Cr". */
  prefix: string;
  suffix: string;
}

export interface PaybackPoint {
  month: number;
  /** Cumulative savings, in the cost's unit. */
  saved: number;
}

export interface Payback {
  cost: Money;
  firstYear: Money;
  breakEven: number;
  /** Net return over the horizon, in per cent. */
  returnPct: number;
  horizon: number;
  /** Go-live, the first year, break-even and the horizon. */
  points: PaybackPoint[];
}

/** "₹7.8Cr" → 7.8 with "₹" and "Cr". */
export function readMoney(text: string): Money {
  const m = plainText(text)
    .trim()
    .match(/^([^\d]*)(\d+(?:\.\d+)?)\s*([^\d]*)$/);
  if (!m) throw new Error(`"${text}" is not an amount of money such as "₹7.8Cr"`);
  return { prefix: m[1], amount: Number(m[2]), suffix: m[3] };
}

/** "18 months" → 18. */
export function readMonths(text: string): number {
  const m = plainText(text)
    .trim()
    .match(/^(\d+(?:\.\d+)?) months?$/);
  if (!m) throw new Error(`"${text}" is not a number of months such as "18 months"`);
  return Number(m[1]);
}

/** "312%" → 312. */
export function readPercent(text: string): number {
  const m = plainText(text)
    .trim()
    .match(/^(\d+(?:\.\d+)?)%$/);
  if (!m) throw new Error(`"${text}" is not a percentage such as "312%"`);
  return Number(m[1]);
}

/** The chart's points from the four figures as printed; throws when they cannot all be true at once. */
export function payback(figures: { cost: string; firstYear: string; breakEven: string; returnPct: string }, horizon = 60): Payback {
  const cost = readMoney(figures.cost);
  const firstYear = readMoney(figures.firstYear);
  const breakEven = readMonths(figures.breakEven);
  const returnPct = readPercent(figures.returnPct);
  const problems = [
    cost.prefix !== firstYear.prefix || cost.suffix !== firstYear.suffix ? 'the cost and the first-year savings are in different units' : '',
    firstYear.amount >= cost.amount ? 'first-year savings at or above the cost would break even within the first year' : '',
    breakEven <= 12 || breakEven >= horizon ? `break-even must fall after the first year and before month ${horizon}` : '',
    returnPct <= 0 ? 'the return must be positive' : '',
  ].filter(Boolean);
  if (problems.length) throw new Error(`Payback chart: ${problems.join('; ')} (${Object.values(figures).join(', ')})`);
  const total = Number((cost.amount * (1 + returnPct / 100)).toFixed(2));
  return {
    cost,
    firstYear,
    breakEven,
    returnPct,
    horizon,
    points: [
      { month: 0, saved: 0 },
      { month: 12, saved: firstYear.amount },
      { month: breakEven, saved: cost.amount },
      { month: horizon, saved: total },
    ],
  };
}

/** An amount written the way the page writes money: "₹32.14Cr". */
export const formatMoney = (amount: number, like: Money) => `${like.prefix}${Number(amount.toFixed(2))}${like.suffix}`;
