import { ArrowRight } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { keepRanges } from '@/components/ui/keep-words';

type Labels = CollectionEntry<'insightsPage'>['data']['article']['moved'];
export type MovedFigure = { claim: string; label: string; then: string; now: string; href: string };

/**
 * The dated note at the top of an article whose figures have moved since it was published: each figure as the article
 * states it and as it stands today, linked to its line on the ledger. The article's own words stay as they were.
 */
export function MovedNote({ labels, date, items }: { labels: Labels; date: string; items: MovedFigure[] }) {
  if (!items.length) return null;
  return (
    <aside aria-labelledby="moved-title" className="mb-8 border-l-4 border-indigo-600 bg-surface py-4 pr-5 pl-4 sm:pl-5">
      <p id="moved-title" className="text-sm font-semibold text-navy-900">
        {labels.title} {date}
      </p>
      <p className="mt-1 text-sm text-slate-700">{labels.intro}</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {items.map((m) => (
          <li key={m.claim}>
            <a href={m.href} data-moved={m.claim} className="group inline-flex flex-wrap items-baseline gap-x-1 hover:text-indigo-700">
              <span className="font-semibold text-navy-900 group-hover:underline">{m.label}:</span> {keepRanges(m.then)} {labels.then},{' '}
              <span className="font-semibold text-navy-900">{keepRanges(m.now)}</span> {labels.now}
              <ArrowRight aria-hidden="true" className="size-3.5 self-center" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
