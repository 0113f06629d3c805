import { ChevronRight } from 'lucide-react';
import { InsightMeta } from './insight-meta';
import type { InsightSummary } from '@/lib/content/insights';
import { PageHero } from '@/components/blocks/hero';
import { InsightCover } from '@/components/visuals/covers/insight-cover';

type Crumb = { name: string; path: string };

export function ArticleHeader({ insight, crumbs, crumbsLabel }: { insight: InsightSummary; crumbs: Crumb[]; crumbsLabel: string }) {
  return (
    <PageHero
      variant="article"
      top={
        <nav aria-label={crumbsLabel}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-300">
            {crumbs.map((crumb, i) => (
              <li
                key={crumb.path}
                // The current page is the h1 just below; on narrow screens the trail stops at its parent.
                className={i === crumbs.length - 1 ? 'hidden items-center gap-1 sm:inline-flex' : 'inline-flex items-center gap-1'}
              >
                {i > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
                {i === crumbs.length - 1 ? (
                  <span aria-current="page" className="text-slate-100">
                    {crumb.name}
                  </span>
                ) : (
                  <a href={crumb.path} className="inline-block py-2 underline-offset-4 hover:text-white hover:underline">
                    {crumb.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
      }
      eyebrow={
        <a
          href={insight.categoryPath}
          className="inline-block py-1 underline decoration-accent-300/40 underline-offset-4 hover:decoration-accent-300"
        >
          {insight.category}
        </a>
      }
      title={insight.title}
      lead={insight.description}
      more={
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
          <InsightMeta insight={insight} dark />
        </p>
      }
    >
      <InsightCover {...insight} />
    </PageHero>
  );
}
