import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { InsightMeta } from './insight-meta';
import type { InsightSummary } from '@/lib/content/company';
import { Badge } from '@/components/blocks/cards';
import { ButtonLink } from '@/components/ui/button-link';
import { keepWords } from '@/components/ui/keep-words';
import { InsightCover } from '@/components/visuals/covers/insight-cover';

/** One article card in the insights list, under its cover; the route places the Share island in the `share` slot. */
export function InsightCard({ insight, labels, share }: { insight: InsightSummary; labels: { read: string; impact: string }; share?: ReactNode }) {
  const titleId = `${insight.slug}-title`;
  return (
    <li className="flex">
      <article aria-labelledby={titleId} className="card-surface flex w-full flex-col p-6 sm:p-8">
        <div className="-mx-6 -mt-6 mb-6 aspect-[2/1] overflow-hidden rounded-t-[calc(var(--radius-card)-1px)] sm:-mx-8 sm:-mt-8 sm:mb-7">
          <InsightCover slug={insight.slug} category={insight.category} title={insight.title} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <Badge>{insight.category}</Badge>
          <InsightMeta insight={insight} />
        </div>
        <h3 id={titleId} className="mt-4 text-2xl font-bold tracking-tight text-balance text-navy-900">
          {keepWords(insight.title)}
        </h3>
        <p className="mt-3 text-muted">{insight.description}</p>
        <p className="mt-5 flex items-baseline gap-2 rounded-xl border-l-4 border-accent-500 bg-surface px-4 py-3">
          <span className="text-xs font-semibold tracking-wide text-muted uppercase">{labels.impact}</span>
          <span className="font-bold text-navy-900">{insight.impact}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
          <ButtonLink href={insight.path} variant="secondary">
            {labels.read}
            <span className="sr-only">: {insight.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          {share}
        </div>
      </article>
    </li>
  );
}
