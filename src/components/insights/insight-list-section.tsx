import type { ReactNode } from 'react';
import { Rss } from 'lucide-react';
import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { CategoryFilter, type CategoryLink } from './category-filter';
import { Pagination, type PaginationLabels } from './pagination';
import { cn } from '@/lib/cn';

/**
 * A page of the article list: the category filters, the cards (the route's children: the ShareList
 * island around an InsightGrid), the page links and the feed link. On /insights it sits under its own
 * heading; on the later and category pages the hero's h1 heads it and the card titles are h2.
 */
export function InsightListSection({
  heading,
  filters,
  pagination,
  feed,
  children,
}: {
  heading?: Heading;
  filters: { label: string; all: CategoryLink; categories: CategoryLink[]; selected: string; current: string };
  pagination: { labels: PaginationLabels; current: number; total: number; pathOf: (n: number) => string };
  feed: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <Section id="articles" heading={heading}>
      <CategoryFilter {...filters} />
      {children}
      <Pagination {...pagination} />
      <p className="mt-8 text-center">
        <a href={feed.href} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-indigo-700 hover:underline">
          <Rss aria-hidden="true" className="size-4" />
          {feed.label}
        </a>
      </p>
    </Section>
  );
}

/**
 * The cards, in two columns from 768 px. A featured first card spans both; a card left alone in the
 * last row spans both too, so no row ends with an empty cell whatever the count.
 */
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
