import { ArrowRight } from 'lucide-react';
import { InsightMeta } from './insight-meta';
import { ShareControl } from './share-control';
import type { InsightSummary } from '@/lib/content/insights';
import { Badge } from '@/components/blocks/cards';
import { ButtonLink } from '@/components/ui/button-link';
import { keepWords } from '@/components/ui/keep-words';
import { InsightCover } from '@/components/visuals/covers/insight-cover';
import { cn } from '@/lib/cn';

export interface InsightCardLabels {
  read: string;
  impact: string;
  share: string;
}

/** A card in a row lines up its parts (title, summary, impact, links) with its neighbour's. */
const rowParts = 'md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0';

/**
 * One article in a list (an <li> of InsightGrid): category, date, read time, title, summary, impact,
 * "Read Full Insight" and Share (a ShareControl, served by the list's one ShareList island). Only the
 * `featured` card, the newest on the first page, draws its cover, across the grid's two columns: a
 * list page weighs the same whether the archive holds four articles or four hundred.
 */
export function InsightCard({
  insight,
  labels,
  level = 3,
  featured = false,
}: {
  insight: InsightSummary;
  labels: InsightCardLabels;
  /** The title's heading level: 3 under a section heading, 2 straight under the page's h1. */
  level?: 2 | 3;
  featured?: boolean;
}) {
  const titleId = `${insight.slug}-title`;
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <li className={cn('flex', featured ? 'md:col-span-2' : rowParts)}>
      <article
        aria-labelledby={titleId}
        className={cn('card-surface flex w-full flex-col overflow-hidden', featured ? 'md:grid md:grid-cols-2' : rowParts)}
      >
        {featured ? (
          <div className="aspect-[2/1] md:aspect-auto md:min-h-full">
            <InsightCover {...insight} />
          </div>
        ) : null}
        <div className={cn('flex flex-1 flex-col p-6 sm:p-8', featured ? 'lg:p-10' : rowParts)}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            <Badge>{insight.category}</Badge>
            <InsightMeta insight={insight} />
          </div>
          <Title
            id={titleId}
            className={cn('mt-4 font-bold tracking-tight text-balance text-navy-900', featured ? 'text-2xl lg:text-3xl' : 'text-xl sm:text-2xl')}
          >
            {keepWords(insight.title)}
          </Title>
          <p className="mt-3 text-muted">{insight.description}</p>
          <p className="mt-5 flex items-baseline gap-2 rounded-xl border-l-4 border-accent-500 bg-surface px-4 py-3">
            <span className="shrink-0 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase">{labels.impact}</span>
            <span className="font-bold text-navy-900">{insight.impact}</span>
          </p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
            <ButtonLink href={insight.path} variant="secondary">
              {labels.read}
              <span className="sr-only">: {insight.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ShareControl url={insight.url} path={insight.path} title={insight.title} label={labels.share} />
          </div>
        </div>
      </article>
    </li>
  );
}
