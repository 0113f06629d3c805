import { ArrowRight, Share2 } from 'lucide-react';
import { InsightMeta } from './insight-meta';
import { ImpactFigure } from './impact-figure';
import { SHARE_CONTROL_CLASSES, SHARE_TITLE, SHARE_URL } from './share';
import type { InsightSummary } from '@/lib/content/insights';
import { cardRows } from '@/components/blocks/cards';
import { keepWords } from '@/components/ui/keep-words';
import { cn } from '@/lib/cn';

/** A card in a row lines up its parts (meta, title, summary, impact, links) with its neighbour's. */
const rowParts = cardRows(5);

type Props = { insight: InsightSummary; labels: Record<'read' | 'impact' | 'impactAsOf' | 'share', string>; level?: 2 | 3 };

/**
 * An article on a list: category, date and reading time, its title and summary, its key impact (the figure in the brand
 * face; the drawing of it is the article's own, so a list of twelve shows no row of amber points), "Read Full Insight"
 * as a text link that opens the whole card, and a quiet Share.
 */
export function InsightCard({ insight, labels, level = 3 }: Props) {
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
    <li className={cn('flex', rowParts)}>
      <article
        aria-labelledby={titleId}
        className={cn('relative flex w-full flex-col card-surface p-5 transition-colors duration-200 hover:border-indigo-600 sm:p-7', rowParts)}
      >
        <p className="text-sm text-muted">
          <span className="font-semibold text-navy-900">{insight.category}</span>
          <span aria-hidden="true"> · </span>
          <InsightMeta insight={insight} />
        </p>
        <Title id={titleId} className="mt-3 text-title text-balance text-navy-900">
          {keepWords(insight.title)}
        </Title>
        <p className="mt-2 text-muted">{insight.description}</p>
        <div className="mt-5 border-t border-line pt-4">
          <p className="text-sm">
            <span className="block text-muted">
              {labels.impact}
              {insight.figuresOf ? `, ${labels.impactAsOf} ${insight.figuresOf}` : null}
            </span>
            <ImpactFigure impact={insight.impact} />
          </p>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4">
          <a
            href={insight.path}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 after:absolute after:inset-0 after:rounded-card hover:underline"
          >
            {labels.read}
            <span className="sr-only">: {insight.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
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
      </article>
    </li>
  );
}
