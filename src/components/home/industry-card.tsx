import { ArrowRight } from 'lucide-react';
import type { IndustryCardData } from '@/lib/content/home';
import { keepWords } from '@/components/ui/keep-words';
import { ACCENT_CLASSES } from '@/components/visuals/accent-classes';

/** One industry; the heading link stretches over the whole card, so the card is a single link. */
export function IndustryCard({
  industry,
  labels,
}: {
  industry: IndustryCardData;
  labels: { headlineLabel: string; satisfactionLabel: string; linkHint: string };
}) {
  const accent = ACCENT_CLASSES[industry.colour];
  return (
    <article className="card-surface group relative grid h-full grid-cols-[1fr_auto] items-center gap-x-3 overflow-hidden py-2.5 pr-4 pl-5 sm:row-span-5 sm:grid-cols-1 sm:grid-rows-subgrid sm:items-stretch sm:gap-y-0 sm:p-6 transition-shadow duration-200 hover:shadow-lift has-[a:focus-visible]:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500">
      <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 sm:inset-x-0 sm:top-0 sm:bottom-auto sm:h-1 sm:w-auto ${accent.bar}`} />
      <p className={`hidden w-fit rounded-pill px-3 py-1 text-xs font-bold sm:block ${accent.badge}`}>{industry.shortName}</p>
      <h3 className="col-start-1 text-base leading-snug font-bold text-navy-900 sm:mt-4 sm:text-lg">
        <a href={industry.href} className="after:absolute after:inset-0 after:rounded-card group-hover:text-indigo-700">
          {keepWords(industry.name)}
        </a>
      </h3>
      <p className="mt-2 hidden pb-4 text-sm text-muted sm:block sm:pb-5">{industry.description}</p>
      {/* A phone shows a row: name over the headline result, the satisfaction figure on the right. */}
      <dl className="contents sm:flex sm:flex-col sm:gap-3 sm:border-t sm:border-line sm:pt-4">
        <div className="col-start-1 flex flex-col">
          <dt className="sr-only">{labels.headlineLabel}</dt>
          <dd className="text-sm font-semibold text-slate-700 sm:text-base sm:font-bold sm:text-navy-900">{industry.headline}</dd>
        </div>
        <div className="col-start-2 row-span-2 row-start-1 flex min-w-14 flex-col text-right sm:text-left">
          <dt className="order-2 text-xs text-muted max-sm:sr-only">{labels.satisfactionLabel}</dt>
          <dd className="order-1 text-2xl font-extrabold text-indigo-700">{industry.satisfaction}%</dd>
        </div>
      </dl>
      <p aria-hidden="true" className="mt-4 hidden sm:inline-flex items-center gap-1 text-sm font-semibold text-indigo-700">
        {labels.linkHint}
        <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-1" />
      </p>
    </article>
  );
}
