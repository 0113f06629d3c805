import { ArrowRight, Share2 } from 'lucide-react';
import { InsightMeta } from './insight-meta';
import { SHARE_CONTROL_CLASSES, SHARE_TITLE, SHARE_URL } from './share';
import type { InsightSummary } from '@/lib/content/insights';
import { Badge, cardRows } from '@/components/blocks/cards';
import { ButtonLink } from '@/components/ui/button-link';
import { keepWords } from '@/components/ui/keep-words';
import { InsightCover } from '@/components/visuals/covers/insight-cover';
import { cn } from '@/lib/cn';

/** A card in a row lines up its parts (title, summary, impact, links) with its neighbour's. */
const rowParts = cardRows(5);

type Props = { insight: InsightSummary; labels: Record<'read' | 'impact' | 'share', string>; level?: 2 | 3; featured?: boolean };

/** Only the `featured` card draws its cover: a list page weighs the same whether the archive holds four articles or four hundred. */
export function InsightCard({ insight, labels, level = 3, featured = false }: Props) {
  const titleId = `${insight.slug}-title`;
  const Title = level === 2 ? 'h2' : 'h3';
  const share = (
    <>
      <Share2 aria-hidden="true" className="size-4" />
      {labels.share}
      <span className="sr-only">: {insight.title}</span>
    </>
  );
  return (
    <li className={cn('flex', featured ? 'md:col-span-2' : rowParts)}>
      <article
        aria-labelledby={titleId}
        className={cn('flex w-full flex-col overflow-hidden card-surface', featured ? 'md:grid md:grid-cols-2' : rowParts)}
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
            {/* Until the list's ShareList island has hydrated (or without JavaScript), a plain link; then the button it serves. */}
            <a href={insight.path} className={cn(SHARE_CONTROL_CLASSES, 'group-data-[share-ready]/share:hidden')}>
              {share}
            </a>
            <button
              type="button"
              {...{ [SHARE_URL]: insight.url, [SHARE_TITLE]: insight.title }}
              className={cn(SHARE_CONTROL_CLASSES, 'hidden cursor-pointer group-data-[share-ready]/share:inline-flex')}
            >
              {share}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
