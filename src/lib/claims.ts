/**
 * How a number is written with its unit: `percent` 312%, `times` 4.2x, `crore` ₹5.2Cr, `lakh` ₹2.5L, `lpa` ₹12 LPA,
 * `usd` $300, `usdMillion` $2M, `thousand` 50K, `outOfFive` 4.8/5, `minute` 30-minute, `day` 90-day …
 */
export const CLAIM_UNITS = [
  'percent',
  'times',
  'crore',
  'lakh',
  'lpa',
  'usd',
  'usdMillion',
  'thousand',
  'outOfFive',
  'hours',
  'minutes',
  'minute',
  'day',
  'days',
  'weeks',
  'months',
  'count',
] as const;
export type ClaimUnit = (typeof CLAIM_UNITS)[number];

interface NumericClaim {
  amount: number;
  unit: ClaimUnit;
  /** "200+": at least this many. */
  orMore?: boolean;
}

export type ClaimValue = NumericClaim | { text: string };

/** A number as copy writes it: "5.2", "200", "0.75"; thousands with separators, the Indian way ("1,200", "1,00,000"). */
const formatNumber = (n: number) => {
  const rounded = Number(n.toFixed(2));
  return Math.abs(rounded) >= 1000 ? rounded.toLocaleString('en-IN', { maximumFractionDigits: 2 }) : String(rounded);
};

/** Units written around the number; the others (hours, days, weeks, months) follow it as a word, singular for 1. */
const more = (text: string, orMore?: boolean) => (orMore ? `${text}+` : text);
const WRITTEN: Partial<Record<ClaimUnit, (n: string, orMore?: boolean) => string>> = {
  percent: (n) => `${n}%`,
  times: (n) => `${n}x`,
  crore: (n) => `₹${n}Cr`,
  lakh: (n) => `₹${n}L`,
  lpa: (n) => `₹${n} LPA`,
  usd: (n, orMore) => more(`$${n}`, orMore),
  usdMillion: (n, orMore) => more(`$${n}M`, orMore),
  thousand: (n, orMore) => more(`${n}K`, orMore),
  outOfFive: (n) => `${n}/5`,
  minute: (n) => `${n}-minute`,
  day: (n) => `${n}-day`,
  count: (n, orMore) => more(n, orMore),
};

export function formatClaim(claim: ClaimValue): string {
  if ('text' in claim) return claim.text;
  const n = formatNumber(claim.amount);
  return WRITTEN[claim.unit]?.(n, claim.orMore) ?? `${n} ${claim.amount === 1 ? claim.unit.slice(0, -1) : claim.unit}`;
}

/** A claim as a chart uses it: its label, number and unit, and the text the page prints. */
export type ClaimFigure = NumericClaim & { label: string; value: string };
