import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { InsightSummary } from '@/lib/content/insights';
import { cn } from '@/lib/cn';
import { keepWords } from '@/components/ui/keep-words';

export type SequenceLabels = Record<'label' | 'previous' | 'next', string>;

/** The articles published before and after this one, two columns under a rule (the newer on the right). */
export function ArticleSequence({ labels, previous, next }: { labels: SequenceLabels; previous?: InsightSummary; next?: InsightSummary }) {
  if (!previous && !next) return null;
  const item = (insight: InsightSummary, direction: 'previous' | 'next') => (
    <li className={cn('flex border-t border-line pt-4', direction === 'next' && 'sm:col-start-2 sm:text-right')}>
      <a href={insight.path} rel={direction === 'previous' ? 'prev' : 'next'} className="group flex w-full flex-col gap-1.5 py-1">
        <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700', direction === 'next' && 'sm:justify-end')}>
          {direction === 'previous' ? <ArrowLeft aria-hidden="true" className="size-4" /> : null}
          {labels[direction]}
          {direction === 'next' ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
        </span>
        <span className="font-semibold text-balance text-navy-900 group-hover:underline">{keepWords(insight.title)}</span>
      </a>
    </li>
  );
  return (
    <nav aria-label={labels.label} className="mt-8">
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
      <ul role="list" className="grid gap-6 sm:grid-cols-2 sm:gap-8">
        {previous ? item(previous, 'previous') : null}
        {next ? item(next, 'next') : null}
      </ul>
    </nav>
  );
}
