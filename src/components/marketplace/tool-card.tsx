import { Star, Users } from 'lucide-react';
import { clsx } from 'clsx';
import type { CollectionEntry } from 'astro:content';
import type { Accent } from '@/lib/accents';
import { IconBadge } from '@/components/ui/icon';
import { Checklist } from '@/components/blocks/cards';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

export type Tool = CollectionEntry<'tools'>['data'];

/** Each tool's `gradient`, as whole class strings so Tailwind finds them; white text and icons on these stops stay above 4.5:1. */
const GRADIENTS: Record<Accent, string> = {
  indigo: 'bg-linear-to-br from-indigo-700 to-violet-800',
  emerald: 'bg-linear-to-br from-emerald-700 to-teal-800',
  amber: 'bg-linear-to-br from-amber-700 to-orange-800',
  sky: 'bg-linear-to-br from-sky-700 to-indigo-800',
  rose: 'bg-linear-to-br from-rose-700 to-fuchsia-800',
  violet: 'bg-linear-to-br from-violet-700 to-purple-900',
  teal: 'bg-linear-to-br from-teal-700 to-cyan-800',
  orange: 'bg-linear-to-br from-orange-700 to-red-800',
};

/** The nearest whole star (4.5 and up is five), never below 0 or above 5. */
export const wholeStars = (rating: number) => Math.min(5, Math.max(0, Math.round(rating)));

export function Rating({ rating, label }: { rating: number; label: string }) {
  const full = wholeStars(rating);
  return (
    <p className="flex items-center gap-2">
      <span role="img" aria-label={label} className="flex gap-0.5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} aria-hidden="true" className={i < full ? 'size-4 fill-accent-400 text-accent-500' : 'size-4 text-slate-400'} />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-bold text-navy-900 tabular-nums">
        {rating.toFixed(1)}
      </span>
    </p>
  );
}

/** Every tool, rendered on the server; the filter island shows and hides items by data-tool-id. */
export function ToolGrid({ tools, copy }: { tools: Tool[]; copy: CollectionEntry<'marketplacePage'>['data']['catalogue'] }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari
    <ul role="list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool.id} data-tool-id={tool.id} className="flex">
          <article className="flex h-full w-full flex-col overflow-hidden card-surface">
            <div className={clsx('flex items-center justify-between gap-4 px-6 py-5 text-white', GRADIENTS[tool.gradient])}>
              <IconBadge name={tool.icon} tone="dark" size="lg" />
              <span className="text-sm font-bold">{tool.price}</span>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="eyebrow text-indigo-700">{tool.category}</p>
              <h3 className="mt-1 text-h3 font-bold text-navy-900">{keepWords(tool.name)}</h3>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <Rating rating={tool.rating} label={copy.ratingTemplate.replace('{rating}', String(tool.rating))} />
                <p className="flex items-center gap-1.5 text-sm text-muted">
                  <Users aria-hidden="true" className="size-4" />
                  {tool.users}
                </p>
              </div>
              <p className="mt-3 text-muted">{tool.description}</p>
              <p className="mt-5 text-xs font-bold tracking-wide text-slate-600 uppercase">{copy.featuresLabel}</p>
              <Checklist items={tool.features} className="mt-2 space-y-1.5" />
              <div className="mt-auto pt-6">
                <OutboundLink to={{ kind: 'intake' }} variant="secondary" className="w-full">
                  {copy.requestLabel}
                  <span className="sr-only">: {tool.name}</span>
                </OutboundLink>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
