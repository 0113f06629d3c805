import { ArrowRight, Users } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { Checklist, cardRows } from '@/components/blocks/cards';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

export type Tool = CollectionEntry<'tools'>['data'];

/** A star on a 20 x 20 grid, and its left half (the top point, the left arms, the notch below the centre). */
const STAR = '10,1 12.3,7.4 19.1,7.6 13.7,11.8 15.6,18.4 10,14.5 4.4,18.4 6.3,11.8 0.9,7.6 7.7,7.4';
const HALF = '10,14.5 4.4,18.4 6.3,11.8 0.9,7.6 7.7,7.4 10,1';
/** Filled in the Marketplace's sky (3:1 and more on white), empty in slate: never amber, which marks only a measured result. */
const FULL = 'fill-sky-600';
const EMPTY = 'fill-slate-300';

/** The rating drawn to the half star below it, never rounded up (4.8 is four and a half), never below 0 or above 5. */
export const halfStars = (rating: number) => Math.min(5, Math.max(0, Math.floor(rating * 2 + 1e-9) / 2));

/** Five stars in one drawing, filled to the half star, named with the exact rating; the value with one decimal beside them. */
export function Rating({ rating, label }: { rating: number; label: string }) {
  const stars = halfStars(rating);
  return (
    <p className="flex items-center gap-2">
      <svg role="img" aria-label={label} viewBox="0 0 108 20" className="h-4 w-[5.4rem]" data-stars={stars}>
        {[0, 1, 2, 3, 4].map((i) => {
          const part = Math.min(1, Math.max(0, stars - i));
          return (
            <g key={i} transform={`translate(${i * 22})`}>
              <polygon points={STAR} className={part === 1 ? FULL : EMPTY} />
              {part === 0.5 ? <polygon points={HALF} className={FULL} data-half="" /> : null}
            </g>
          );
        })}
      </svg>
      <span aria-hidden="true" className="text-sm font-semibold text-navy-900 tabular-nums">
        {rating.toFixed(1)}
      </span>
    </p>
  );
}

/**
 * Every tool, rendered on the server; the filter island shows and hides items by data-tool-id. Each card stands under a rule
 * in the Marketplace's colour (no gradient header), and from 768 px its parts share rows with its neighbours, so a title or
 * description that wraps moves the whole row.
 */
export function ToolGrid({ tools, copy }: { tools: Tool[]; copy: CollectionEntry<'marketplacePage'>['data']['catalogue'] }) {
  const rows = cardRows(5);
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari
    <ul role="list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool.id} data-tool-id={tool.id} className={rows}>
          <article className={`${rows} flex h-full flex-col border-t-2 border-sky-600 bg-white px-5 pb-5 sm:px-6`}>
            <div className="pt-4">
              <p className="flex items-baseline justify-between gap-3 text-sm font-semibold">
                <span className="text-sky-800">{tool.category}</span>
                <span className="text-navy-900">{tool.price}</span>
              </p>
              <h3 className="mt-2 text-title text-navy-900">{keepWords(tool.name)}</h3>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <Rating rating={tool.rating} label={copy.ratingTemplate.replace('{rating}', String(tool.rating))} />
              <p className="flex items-center gap-1.5 text-sm text-muted">
                <Users aria-hidden="true" className="size-4" />
                {tool.users}
              </p>
            </div>
            <p className="mt-3 text-muted">{tool.description}</p>
            <div className="mt-4">
              <p className="text-sm font-semibold text-navy-900">{copy.featuresLabel}</p>
              <Checklist items={tool.features} className="mt-2 space-y-1.5" />
            </div>
            <div className="mt-auto pt-5">
              <OutboundLink
                to={{ kind: 'intake' }}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-indigo-700 hover:text-indigo-600"
              >
                {copy.requestLabel}
                <span className="sr-only">: {tool.name}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </OutboundLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
