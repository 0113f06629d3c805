import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Rss } from 'lucide-react';
import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import type { listControls } from '@/lib/content/insights';
import { paginationItems, type Shown } from '@/lib/insights-archive';
import { cn } from '@/lib/cn';

/** Where a page link shows: a phone gets the first, current and last pages, a wider screen one more each side of the current. */
const SHOWN: Record<Shown, string> = { always: '', wide: 'max-sm:hidden', narrow: 'sm:hidden' };

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-button text-sm font-semibold';
const link = `${box} text-navy-900 transition-colors duration-200 hover:bg-indigo-50 hover:text-indigo-700`;

type Props = ReturnType<typeof listControls> & { heading?: Heading; children: ReactNode };

/** On a later page of a list, that list's category filter is `aria-current="true"`. */
export function InsightListSection({ heading, filters, pagination: { labels, current, total, pathOf }, feed, children }: Props) {
  return (
    <Section id="articles" heading={heading} align="split">
      {/* The categories as plain links, the current one underlined; the feed at the row's end, with the lists it follows. */}
      <div className="mb-8 flex flex-wrap items-center justify-between gap-x-8 gap-y-2 border-b border-line pb-3 sm:mb-10">
        <nav aria-label={filters.label}>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
          <ul role="list" className="-ml-3 flex flex-wrap">
            {[filters.all, ...filters.categories].map(({ name, path }) => (
              <li key={path}>
                <a
                  href={path}
                  aria-current={path === filters.current ? 'page' : path === filters.selected ? 'true' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center px-3 text-sm font-semibold underline-offset-[0.6rem] transition-colors duration-200',
                    path === filters.selected ? 'text-navy-900 underline decoration-indigo-600 decoration-2' : 'text-muted hover:text-navy-900',
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
        <nav aria-label={labels.label} className="mt-10 border-t border-line pt-6 sm:mt-12">
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
          <ul role="list" className="flex items-center gap-1 sm:gap-2">
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
                    className={cn(link, item.current && 'bg-navy-900 text-white hover:bg-navy-900 hover:text-white')}
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

/**
 * Two columns from 768 px and three from 1024 px, every card alike (a card alone in the last row keeps a column's width);
 * a list of two keeps two columns wide, so no third stands empty.
 */
export function InsightGrid({ count, children }: { count: number; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari
    <ul role="list" className={cn('grid gap-5 md:grid-cols-2 md:gap-6', count > 2 && 'lg:grid-cols-3')}>
      {children}
    </ul>
  );
}
