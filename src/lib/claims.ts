/** How a number is written with its unit: `percent` 312%, `times` 4.2x, `crore` ₹5.2Cr, `minute` 30-minute … */
export const CLAIM_UNITS = ['percent', 'times', 'crore', 'hours', 'minutes', 'minute', 'months', 'count'] as const;
export type ClaimUnit = (typeof CLAIM_UNITS)[number];

interface NumericClaim {
  amount: number;
  unit: ClaimUnit;
  /** "200+": at least this many. */
  orMore?: boolean;
}

export type ClaimValue = NumericClaim | { text: string };

/** A number as copy writes it: "5.2", "200", "0.75". */
const formatNumber = (n: number) => String(Number(n.toFixed(2)));

export function formatClaim(claim: ClaimValue): string {
  if ('text' in claim) return claim.text;
  const n = formatNumber(claim.amount);
  switch (claim.unit) {
    case 'percent':
      return `${n}%`;
    case 'times':
      return `${n}x`;
    case 'crore':
      return `₹${n}Cr`;
    case 'minute':
      return `${n}-minute`;
    case 'count':
      return claim.orMore ? `${n}+` : n;
    default:
      return `${n} ${claim.amount === 1 ? claim.unit.slice(0, -1) : claim.unit}`;
  }
}

/** A claim as a chart uses it: its label, number and unit, and the text the page prints. */
export interface ClaimFigure extends NumericClaim {
  label: string;
  value: string;
}
