import type { ReactNode } from 'react';
import type { Card, Heading } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { Icon, IconBadge, type IconName } from '@/components/ui/icon';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { Section, type SectionTone } from './section';

const columns = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

export type Columns = keyof typeof columns;

/** Columns that leave no empty cell at the end of a row for this many cards (five: three and two, the last across two). */
export const columnsFor = (count: number): Columns => (count % 3 === 0 || count === 5 ? 3 : count >= 4 ? 4 : 2);

const pairSpan: Record<Columns, string> = { 2: 'md:col-span-2', 3: 'md:col-span-2 lg:col-span-1', 4: 'sm:col-span-2 lg:col-span-1' };
const wideSpan: Record<number, string> = { 2: 'lg:col-span-2', 3: 'lg:col-span-3', 4: 'lg:col-span-4' };

/**
 * Each card's spans. In three columns a last row of two is centred on a six-column grid (two cards
 * stretched across three columns read as one odd card); otherwise the last card takes the whole row
 * when it would sit alone in two columns, and the rest of the row on wide screens.
 */
function spans(cols: Columns, count: number, i: number) {
  const centred = cols === 3 && count % 3 === 2;
  if (i < count - 1) return cn(centred && 'lg:col-span-2', centred && i === count - 2 && 'lg:col-start-2');
  const left = cols - ((count - 1) % cols);
  return cn(count % 2 === 1 && pairSpan[cols], centred ? 'lg:col-span-2' : left > 1 && wideSpan[left]);
}

/** On phones a `list` grid is one card divided into rows (`flatCard` takes each card's own frame off). */
export const listClass = 'max-sm:card-surface max-sm:gap-0 max-sm:divide-y max-sm:divide-line';
/** Cards whose parts line up across a row from 768 px: each spans this many subgrid rows (its root takes `cardRows`). */
const partRows = { 3: 'md:row-span-3', 4: 'md:row-span-4', 5: 'md:row-span-5' } as const;
export const cardRows = (parts: keyof typeof partRows) => cn(partRows[parts], 'md:grid md:grid-rows-subgrid md:gap-y-0');

/** Phone tiles (two to a row): title and body are rows shared with the neighbour, so a title that wraps moves both bodies. */
const tileRows = 'max-sm:row-span-2 max-sm:grid max-sm:grid-rows-subgrid max-sm:gap-y-0';

export const flatCard = 'max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none max-sm:ring-0 max-sm:px-4 max-sm:py-3.5';

/** How a grid of cards looks on phones: one column; `tiles` two, an odd last card centred below; `list` one card divided into rows. */
export type CardLayout = 'grid' | 'tiles' | 'list';

type CardGridProps = { children: ReactNode[]; cols?: Columns; layout?: CardLayout; parts?: keyof typeof partRows };

/** A responsive grid for cards; items are rendered as list items so counts are announced. */
export function CardGrid({ children, cols = 3, layout = 'grid', parts }: CardGridProps) {
  const last = (i: number) => i === children.length - 1;
  const tiles = layout === 'tiles';
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics from lists without bullets
    <ul
      role="list"
      className={cn(
        'grid gap-4 sm:gap-6',
        tiles && 'max-sm:grid-cols-2 max-sm:gap-3',
        columns[cols],
        cols === 3 && children.length % 3 === 2 && 'lg:grid-cols-6',
        layout === 'list' && listClass,
      )}
    >
      {children.map((child, i) => (
        <li
          key={i}
          className={cn(
            'flex',
            spans(cols, children.length, i),
            // A lone last tile on a phone: centred at a tile's width, not stretched across both columns.
            tiles && last(i) && children.length % 2 === 1 && 'max-sm:col-span-2 max-sm:w-[calc(50%-0.375rem)] max-sm:justify-self-center',
            parts && cardRows(parts),
            tiles && tileRows,
          )}
        >
          <div className={cn('w-full', parts && cardRows(parts), tiles && tileRows)}>{child}</div>
        </li>
      ))}
    </ul>
  );
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex w-fit items-center rounded-md bg-indigo-50 px-2.5 py-1 text-sm font-semibold text-indigo-700', className)}>
      {children}
    </span>
  );
}

interface IconCardProps extends Omit<Card, 'icon' | 'description' | 'badge'> {
  icon?: IconName;
  description?: string;
  badge?: ReactNode;
  dark?: boolean;
  layout?: CardLayout;
  className?: string;
  children?: ReactNode;
}

export function IconCard({ icon, title, description, badge, dark = false, layout = 'grid', className, children }: IconCardProps) {
  const tile = layout === 'tiles';
  return (
    <article
      className={cn(
        'flex h-full flex-col border-t pt-5 sm:pt-6',
        tile && tileRows,
        dark ? 'border-white/20' : 'border-navy-900/15',
        layout === 'list' && 'max-sm:border-0 max-sm:px-4 max-sm:py-3.5 max-sm:text-sm',
        className,
      )}
    >
      {/* On a phone the icon sits beside the title (a half-width tile has no room for that). */}
      <div className={cn(icon && !tile && 'flex items-center gap-4 sm:block')}>
        {icon ? <IconBadge name={icon} tone={dark ? 'dark' : 'light'} className={cn('sm:mb-3', tile && 'max-sm:mb-2')} /> : null}
        <h3 className={cn('text-title', tile && 'max-sm:text-base max-sm:leading-snug', dark ? 'text-white' : 'text-navy-900')}>
          {keepWords(title)}
        </h3>
      </div>
      <div
        className={cn(
          'mt-2 flex flex-1 flex-col gap-3',
          tile && 'max-sm:mt-1.5 max-sm:text-sm max-sm:leading-snug max-sm:wrap-break-word max-sm:hyphens-auto',
          dark ? 'text-slate-300' : 'text-muted',
        )}
      >
        {description ? <p>{keepRanges(description)}</p> : null}
        {children}
        {badge ? <Badge className="mt-auto">{badge}</Badge> : null}
      </div>
    </article>
  );
}

type ChecklistProps = { items: string[]; large?: boolean; className?: string; 'aria-labelledby'?: string };

/** A list of short points, each with a check mark; `large` for a section's own list (body-size text). */
export function Checklist({ items, large = false, className, 'aria-labelledby': labelledBy }: ChecklistProps) {
  return (
    <ul aria-labelledby={labelledBy} className={cn(large ? 'space-y-3 text-slate-700' : 'space-y-2 text-sm text-slate-700', className)}>
      {items.map((item) => (
        <li key={item} className={large ? 'flex gap-3' : 'flex gap-2'}>
          <Icon name="check" className={large ? 'mt-0.5 size-5 shrink-0 text-indigo-600' : 'mt-0.5 size-4 shrink-0 text-indigo-600'} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

type CardItem = Omit<Card, 'badge' | 'description'> & { badge?: ReactNode; description?: string };

type CardsSectionProps<T> = Heading & {
  id: string;
  tone?: SectionTone;
  cols?: Columns;
  layout?: CardLayout;
  items: T[];
  extra?: (item: T) => ReactNode;
};

/** A band with a heading and a grid of icon cards; `extra` adds page-specific detail to each card. */
export function CardsSection<T extends CardItem>({ id, tone = 'light', cols, layout, extra, ...section }: CardsSectionProps<T>) {
  return (
    <Section id={id} tone={tone} heading={section}>
      <CardGrid cols={cols ?? columnsFor(section.items.length)} layout={layout}>
        {section.items.map((item) => (
          <IconCard key={item.title} {...item} dark={tone === 'dark'} layout={layout}>
            {extra?.(item)}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
