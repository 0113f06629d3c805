import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Rss } from 'lucide-react';
import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import type { listControls } from '@/lib/content/insights';
import { paginationItems, type Shown } from '@/lib/insights-archive';
import { cn } from '@/lib/cn';

/** Where a page link shows: a phone gets the first, current and last pages, a wider screen one more each side of the current. */
const SHOWN: Record<Shown, string> = { always: '', wide: 'max-sm:hidden', narrow: 'sm:hidden' };

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill text-sm font-semibold';
const link = `${box} text-navy-900 transition-colors duration-200 hover:bg-indigo-50 hover:text-indigo-700`;

type Props = ReturnType<typeof listControls> & { heading?: Heading; children: ReactNode };

/** On a later page of a list, that list's category filter is `aria-current="true"`. */
export function InsightListSection({ heading, filters, pagination: { labels, current, total, pathOf }, feed, children }: Props) {
  return (
    <Section id="articles" heading={heading}>
      {/* The feed sits with the categories it can follow, not alone under the list. */}
      <div className="mb-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 sm:mb-12">
        <nav aria-label={filters.label}>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
          <ul role="list" className="flex flex-wrap justify-center gap-2">
            {[filters.all, ...filters.categories].map(({ name, path }) => (
              <li key={path}>
                <a
                  href={path}
                  aria-current={path === filters.current ? 'page' : path === filters.selected ? 'true' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold transition-colors duration-200',
                    path === filters.selected
                      ? 'border-navy-900 bg-navy-900 text-white'
                      : 'border-line bg-white text-navy-900 hover:border-indigo-600 hover:text-indigo-700',
                  )}
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={feed.href} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-indigo-700 hover:underline">
          <Rss aria-hidden="true" className="size-4" />
          {feed.label}
        </a>
      </div>
      {children}
      {total > 1 ? (
        <nav aria-label={labels.label} className="mt-12 sm:mt-16">
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
          <ul role="list" className="flex items-center justify-center gap-1 sm:gap-2">
            {current > 1 ? (
              <li>
                <a href={pathOf(current - 1)} rel="prev" className={cn(link, 'gap-1 sm:pr-4 sm:pl-3')}>
                  <ChevronLeft aria-hidden="true" className="size-5" />
                  <span className="max-sm:sr-only">{labels.previous}</span>
                </a>
              </li>
            ) : null}
            {paginationItems(current, total).map((item, i) =>
              item.kind === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true" className={cn(box, 'text-muted', SHOWN[item.shown])}>
                  …
                </li>
              ) : (
                <li key={item.number} className={SHOWN[item.shown]}>
                  <a
                    href={pathOf(item.number)}
                    aria-current={item.current ? 'page' : undefined}
                    className={cn(link, item.current && 'bg-indigo-600 text-white hover:bg-indigo-700 hover:text-white')}
                  >
                    <span className="sr-only">{labels.page} </span>
                    {item.number}
                  </a>
                </li>
              ),
            )}
            {current < total ? (
              <li>
                <a href={pathOf(current + 1)} rel="next" className={cn(link, 'gap-1 sm:pr-3 sm:pl-4')}>
                  <span className="max-sm:sr-only">{labels.next}</span>
                  <ChevronRight aria-hidden="true" className="size-5" />
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </Section>
  );
}

/** Two columns from 768 px; a featured first card, and a card left alone in the last row, span both. */
export function InsightGrid({ featured = false, children }: { featured?: boolean; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari
    <ul
      role="list"
      className={cn(
        'grid gap-6 md:grid-cols-2',
        featured ? 'md:[&>li:nth-child(even):last-child]:col-span-2' : 'md:[&>li:nth-child(odd):last-child]:col-span-2',
      )}
    >
      {children}
    </ul>
  );
}
