import { ChevronRight } from 'lucide-react';
import { InsightMeta } from './insight-meta';
import type { InsightSummary } from '@/lib/content/insights';
import { PageHero } from '@/components/blocks/hero';

type Crumb = { name: string; path: string };

/** An article's reading header on paper: the trail, its category (a link to the category's list), title, summary, date and reading time. */
export function ArticleHeader({ insight, crumbs, crumbsLabel }: { insight: InsightSummary; crumbs: Crumb[]; crumbsLabel: string }) {
  return (
    <PageHero
      variant="article"
      top={
        <nav aria-label={crumbsLabel}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
            {crumbs.map((crumb, i) => (
              <li
                key={crumb.path}
                // The current page is the h1 just below; on narrow screens the trail stops at its parent.
                className={i === crumbs.length - 1 ? 'hidden items-center gap-1 sm:inline-flex' : 'inline-flex items-center gap-1'}
              >
                {i > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
                {i === crumbs.length - 1 ? (
                  <span aria-current="page" className="text-navy-900">
                    {crumb.name}
                  </span>
                ) : (
                  <a href={crumb.path} className="inline-block py-2 underline-offset-4 hover:text-navy-900 hover:underline">
                    {crumb.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
      }
      eyebrow={
        <a href={insight.categoryPath} className="inline-block py-1 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700">
          {insight.category}
        </a>
      }
      title={insight.title}
      lead={insight.description}
      more={
        <p className="mt-5 text-sm text-muted">
          <InsightMeta insight={insight} />
        </p>
      }
    />
  );
}
