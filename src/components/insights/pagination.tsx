import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationItems, type Shown } from '@/lib/insights-archive';
import { cn } from '@/lib/cn';

export interface PaginationLabels {
  /** The nav's screen-reader name. */
  label: string;
  previous: string;
  next: string;
  /** "Page", read before each number. */
  page: string;
}

/** Where an item shows: a phone gets the first, current and last pages, a wider screen one more each side of the current. */
const SHOWN: Record<Shown, string> = { always: '', wide: 'max-sm:hidden', narrow: 'sm:hidden' };

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill text-sm font-semibold';
const link = `${box} text-navy-900 transition-colors duration-200 hover:bg-indigo-50 hover:text-indigo-700`;

/**
 * Links to a list's pages, plain HTML: previous, the page numbers (the current one
 * `aria-current="page"`), next. Nothing when the list fits on one page.
 */
export function Pagination({
  labels,
  current,
  total,
  pathOf,
}: {
  labels: PaginationLabels;
  current: number;
  total: number;
  pathOf: (n: number) => string;
}) {
  if (total < 2) return null;
  return (
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
  );
}
