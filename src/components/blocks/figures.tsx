import type { ReactNode } from 'react';
import type { Figure, Heading } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { ClaimLink } from '@/components/ui/claim-link';
import { FigureValue } from '@/components/ui/figure-value';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { PaybackChart, type PaybackFigures } from '@/components/visuals/charts/payback-chart';
import { Section, type SectionTone } from './section';

type FigureLineProps = Figure & { unit?: ReactNode; dark?: boolean; size?: 'h2' | 'title'; rows?: string; className?: string };

/**
 * One figure as a ledger line (docs/brand.md): on a hairline, the number large with its unit a size smaller, a plain label
 * under it, one sentence of context; `unit` follows the value (a glossary term). `rows`: subgrid classes, so a label that
 * wraps moves its whole row.
 */
export function FigureLine({ value, label, description, claim, unit, dark = false, size = 'h2', rows, className }: FigureLineProps) {
  return (
    <div className={cn('border-t pt-4 sm:pt-5', dark ? 'border-white/20' : 'border-navy-900/15', rows, className)}>
      <dl className={cn('flex flex-col', rows)}>
        <dt className={cn('order-2 mt-2 text-sm font-semibold', dark ? 'text-slate-100' : 'text-navy-900')}>{keepWords(label)}</dt>
        <dd className={cn('order-1', dark ? 'text-white' : 'text-navy-900')}>
          <FigureValue value={value} size={size} claim={claim} dark={dark} tile />
          {unit ? <> {unit}</> : null}
        </dd>
        {description ? (
          <dd className={cn('order-3 mt-1 text-sm text-pretty', dark ? 'text-slate-300' : 'text-muted')}>{keepRanges(description)}</dd>
        ) : null}
      </dl>
    </div>
  );
}

/** The characters of a description that fill about four lines of a half-width column at 390 px. */
const LONG_DESCRIPTION = 80;

/** Value, label and description as rows shared across a row of figures. */
const ROWS = 'row-span-3 grid grid-rows-subgrid gap-y-0';

/** Wide-screen columns that leave no empty cell at the end of a row. */
const lgColumns = (count: number) => (count % 4 === 0 ? 'lg:grid-cols-4' : count === 2 ? '' : 'lg:grid-cols-3');

interface FiguresProps {
  items: (Figure & { unit?: ReactNode })[];
  /**
   * `cards` a band's figures (two across on a phone, all in a row when wide); `tight` the same, smaller; `list` laid out by
   * `className`; `facts` as lines of text, the figure in bold text face and its label the rest of the sentence ("24 hours
   * from your request …"): a page's second and later sets of figures, which docs/brand.md keeps from being bands.
   */
  variant?: 'cards' | 'tight' | 'list' | 'ruled' | 'facts';
  dark?: boolean;
  /** Kept for callers: every list sets its numbers at the title size. */
  size?: string;
  /** A `list` laid out as a grid by `className`: its items share value, label and description rows. */
  rows?: boolean;
  className?: string;
}

/** Figures as ledger lines: `cards`/`tight` in a grid of their own; `list`/`ruled` inline, laid out by `className`. */
export function Figures({ items, variant = 'cards', dark = false, rows = false, className }: FiguresProps) {
  if (variant === 'cards' || variant === 'tight') {
    // Descriptions that would run past about four lines in a half-width phone column: one column below 480 px.
    const long = items.some((figure) => (figure.description?.length ?? 0) > LONG_DESCRIPTION);
    return (
      <div
        data-stat-row=""
        className={cn(
          'grid gap-x-5 gap-y-6 sm:gap-x-8',
          long ? 'min-[480px]:grid-cols-2' : 'grid-cols-2',
          lgColumns(items.length),
          items.length % 2 === 1 && (long ? 'min-[480px]:max-lg:[&>*:last-child]:col-span-2' : 'max-lg:[&>*:last-child]:col-span-2'),
          className,
        )}
      >
        {items.map((figure) => (
          <FigureLine key={figure.label} {...figure} dark={dark} size={variant === 'tight' ? 'title' : 'h2'} rows={ROWS} />
        ))}
      </div>
    );
  }
  if (variant === 'facts')
    return (
      <ul className={cn('space-y-2 border-l-2 border-indigo-600/35 pl-4', className)}>
        {items.map((item) => (
          <li key={item.label} className={cn('text-pretty', dark ? 'text-slate-200' : 'text-slate-700')}>
            <strong data-figure="" className={cn('font-semibold tabular-nums', dark ? 'text-white' : 'text-navy-900')}>
              <ClaimLink claim={item.claim} value={item.value} dark={dark}>
                {keepRanges(item.value)}
              </ClaimLink>
            </strong>{' '}
            {keepRanges(item.label)}
          </li>
        ))}
      </ul>
    );
  return (
    <dl className={className}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn('flex flex-col', rows && ROWS, variant === 'ruled' && ['border-t pt-3', dark ? 'border-white/20' : 'border-navy-900/15'])}
        >
          <dt className={cn('order-2 mt-1 text-sm', dark ? 'text-slate-200' : 'text-navy-900')}>{keepWords(item.label)}</dt>
          <dd className={cn('order-1', dark ? 'text-white' : 'text-navy-900')}>
            <FigureValue value={item.value} size="title" claim={item.claim} dark={dark} tile />
          </dd>
          {item.description ? (
            <dd className={cn('order-3 mt-1 text-sm', dark ? 'text-slate-300' : 'text-muted')}>{keepRanges(item.description)}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

type FiguresSectionProps = Heading & { id: string; tone?: SectionTone; items: Figure[]; note?: ReactNode; payback?: PaybackFigures };

/** A band of figures, on light bands with the payback chart drawn from them, and an optional footnote. */
export function FiguresSection({ id, tone = 'light', note, payback, ...section }: FiguresSectionProps) {
  const dark = tone === 'dark';
  return (
    <Section id={id} tone={tone} heading={section} align="split">
      <Figures items={section.items} dark={dark} />
      {payback && !dark ? <PaybackChart figures={payback} className="mt-10 border-t border-line pt-8" /> : null}
      {note ? <div className={dark ? 'mt-8 text-sm text-slate-300' : 'mt-8 text-sm text-muted'}>{note}</div> : null}
    </Section>
  );
}
