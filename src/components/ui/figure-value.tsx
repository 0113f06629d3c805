import { cn } from '@/lib/cn';
import { ClaimLink } from './claim-link';

/** A figure as printed ("₹5.2Cr", "312%", "18 months", "1,200+", "24/7"): its number, and what follows it. */
export function splitFigure(value: string): { number: string; unit: string } {
  const match = /^([₹$€£]?[\d.,/–-]*\d[+x×]?)(.*)$/u.exec(value.trim());
  return match ? { number: match[1], unit: match[2] } : { number: value, unit: '' };
}

/** The sizes a figure's number and unit take on the type scale (docs/brand.md): the unit a step below the number. */
const sizes = {
  h2: { number: 'text-h2', unit: 'text-title' },
  title: { number: 'text-title', unit: 'text-base' },
};

type FigureValueProps = {
  value: string;
  size?: keyof typeof sizes;
  /** The claim the figure prints: it then links to its line on the ledger. */
  claim?: string;
  dark?: boolean;
  /** A stat tile or hero fact (`data-figure`): where a figure that prints a claim must link to its line (a test holds it). */
  tile?: boolean;
  className?: string;
};

/**
 * A figure in the brand face with tabular digits; its unit ("Cr", "%", " months") a size smaller, so the number leads
 * (`data-unit`: text readers run it on from the number). A claim's figure links to its ledger line.
 */
export function FigureValue({ value, size = 'h2', claim, dark, tile = false, className }: FigureValueProps) {
  const { number, unit } = splitFigure(value);
  const s = sizes[size];
  return (
    <span className={cn('figure-num leading-none', s.number, className)} data-figure={tile ? '' : undefined}>
      <ClaimLink claim={claim} value={value} dark={dark}>
        {number}
        {unit ? (
          <span data-unit="" className={s.unit}>
            {unit}
          </span>
        ) : null}
      </ClaimLink>
    </span>
  );
}
