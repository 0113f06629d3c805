import type { ReactNode } from 'react';
import type { Figure, Heading } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { PaybackChart, type PaybackFigures } from '@/components/visuals/charts/payback-chart';
import { Section, type SectionTone } from './section';

type FigureCardProps = Figure & { unit?: ReactNode; dark?: boolean; wide?: boolean; rows?: string; className?: string };

/**
 * One figure with its label; `unit` follows the value (a glossary term); `wide`: a full-width row below 480 px, label beside the value;
 * `rows`: subgrid classes that make value, label and description rows of the grid, so a label that wraps moves its whole row.
 */
export function FigureCard({ value, label, description, unit, dark = false, wide = false, rows, className }: FigureCardProps) {
  return (
    <div className={cn('rounded-card p-4 sm:p-6', dark ? 'bg-white/5 ring-1 ring-white/15' : 'card-surface', rows, className)}>
      <dl className={cn('flex flex-col', wide && 'max-[479px]:flex-row max-[479px]:flex-wrap max-[479px]:items-baseline max-[479px]:gap-x-2', rows)}>
        <dt className={cn('order-2 mt-1 text-sm font-semibold sm:text-base', wide && 'max-[479px]:mt-0', dark ? 'text-slate-100' : 'text-navy-900')}>
          {keepWords(label)}
        </dt>
        <dd className={cn('order-1 text-2xl font-extrabold tracking-tight sm:text-4xl', dark ? 'text-accent-300' : 'text-indigo-700')}>
          {value}
          {unit ? <> {unit}</> : null}
        </dd>
        {description ? (
          <dd className={cn('order-3 mt-2 text-sm', wide && 'max-[479px]:basis-full', dark ? 'text-slate-300' : 'text-muted')}>
            {keepRanges(description)}
          </dd>
        ) : null}
      </dl>
    </div>
  );
}

/** The characters of a description that fill about four lines of a two-up card at 390 px. */
const LONG_DESCRIPTION = 80;

/** Value, label and description as rows shared across a row of cards (from 480 px where the cards are one column below it). */
const ROWS = 'row-span-3 grid grid-rows-subgrid gap-y-0';
const WIDE_ROWS = 'min-[480px]:row-span-3 min-[480px]:grid min-[480px]:grid-rows-subgrid min-[480px]:gap-y-0';

/** Wide-screen columns that leave no empty cell at the end of a row. */
const lgColumns = (count: number) => (count % 4 === 0 ? 'lg:grid-cols-4' : count === 2 ? '' : 'lg:grid-cols-3');

const listSizes = {
  sm: { value: 'text-2xl', label: 'text-sm' },
  md: { value: 'text-3xl', label: 'text-sm font-semibold' },
  lg: { value: 'text-3xl sm:text-4xl', label: 'text-sm' },
  xl: { value: 'text-3xl sm:text-4xl', label: 'mt-1 text-sm font-semibold' },
};

interface FiguresProps {
  items: (Figure & { unit?: ReactNode })[];
  variant?: 'cards' | 'tight' | 'list' | 'ruled';
  dark?: boolean;
  size?: keyof typeof listSizes;
  /** A `list` laid out as a grid by `className`: its items share value, label and description rows. */
  rows?: boolean;
  className?: string;
}

/** Figures, value over label: `cards` in a grid (`tight` with smaller gaps); `list` inline, laid out by `className` (`ruled` with an accent rule). */
export function Figures({ items, variant = 'cards', dark = false, size = 'md', rows = false, className }: FiguresProps) {
  if (variant === 'cards' || variant === 'tight') {
    // Descriptions that would run past about four lines in a half-width phone card: one column below 480 px.
    const long = items.some((figure) => (figure.description?.length ?? 0) > LONG_DESCRIPTION);
    return (
      <div
        data-stat-row=""
        className={cn(
          'grid gap-3',
          long ? 'min-[480px]:grid-cols-2' : 'grid-cols-2',
          variant === 'tight' ? 'sm:gap-4' : 'sm:gap-6',
          // An odd last figure takes the full row until the grid has a column for each figure.
          long ? 'min-[480px]:[&>*:last-child:nth-child(odd)]:col-span-2' : '[&>*:last-child:nth-child(odd)]:col-span-2',
          'lg:[&>*:last-child:nth-child(odd)]:col-span-1',
          lgColumns(items.length),
          className,
        )}
      >
        {items.map((figure) => (
          <FigureCard key={figure.label} {...figure} dark={dark} wide={long} rows={long ? WIDE_ROWS : ROWS} />
        ))}
      </div>
    );
  }
  const s = listSizes[size];
  const ruled = variant === 'ruled';
  return (
    <dl className={className}>
      {items.map((item) => (
        // The rule is a painted box: padding above and below leaves room for fonts with a tall line box.
        <div key={item.label} className={cn('flex flex-col', rows && ROWS, ruled && 'border-l-2 border-accent-400 py-1.5 pl-4')}>
          <dt className={cn('order-2', s.label, dark ? 'text-slate-200' : 'text-navy-900')}>{keepWords(item.label)}</dt>
          <dd
            className={cn(
              'order-1 font-extrabold tracking-tight',
              s.value,
              ruled && 'leading-tight',
              dark ? (ruled ? 'text-white' : 'text-accent-300') : 'text-indigo-700',
            )}
          >
            {item.value}
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

/** A band of figure cards, on light bands with the payback chart drawn from them, and an optional footnote. */
export function FiguresSection({ id, tone = 'light', note, payback, ...section }: FiguresSectionProps) {
  const dark = tone === 'dark';
  return (
    <Section id={id} tone={tone} heading={section}>
      <Figures items={section.items} dark={dark} />
      {payback && !dark ? <PaybackChart figures={payback} className="mt-8 card-surface p-4 sm:p-8" /> : null}
      {note ? <div className={dark ? 'mt-8 text-sm text-slate-300' : 'mt-8 text-sm text-muted'}>{note}</div> : null}
    </Section>
  );
}
