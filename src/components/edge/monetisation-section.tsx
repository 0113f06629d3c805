import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

export function MonetisationSection({ share, points, ...section }: CollectionEntry<'edgePage'>['data']['monetisation']) {
  return (
    <Section id="monetisation" tone="dark" heading={section} align="column">
      {(heading) => (
        <div className="grid items-center gap-8 sm:gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div>
            {heading}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 rounded-card bg-white/5 p-5 ring-1 ring-white/15 sm:flex sm:flex-col sm:items-stretch sm:p-8">
              <dt className="col-start-2 row-start-1 font-semibold text-white sm:order-2 sm:mt-2 sm:text-lg">{share.label}</dt>
              <dd className="col-start-1 row-start-1 text-5xl font-extrabold tracking-tight text-accent-300 sm:order-1 sm:text-7xl">{share.value}</dd>
              {share.description ? (
                <dd className="col-span-2 row-start-2 mt-2 text-sm text-slate-300 sm:order-3 sm:mt-1 sm:text-base">{share.description}</dd>
              ) : null}
            </dl>
          </div>
          <ol className="grid rounded-card bg-white/5 ring-1 ring-white/15 max-sm:divide-y max-sm:divide-white/15 sm:grid-cols-3 sm:gap-4 sm:bg-transparent sm:ring-0 lg:grid-cols-1">
            {points.map((p, i) => (
              <li
                key={p.title}
                className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 p-4 sm:block sm:rounded-card sm:bg-white/5 sm:p-6 sm:ring-1 sm:ring-white/15"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 items-center justify-center rounded-full bg-white/10 text-sm font-bold text-accent-300 sm:size-auto sm:rounded-none sm:bg-transparent"
                >
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="self-center text-lg font-bold text-white sm:mt-2 sm:text-h3">{keepWords(p.title)}</h3>
                <p className="col-span-2 mt-2 text-sm text-slate-200 sm:text-base">{p.description}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  );
}
