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
    <article className="card-surface group relative flex h-full flex-col overflow-hidden p-4 sm:p-6 transition-shadow duration-200 hover:shadow-lift has-[a:focus-visible]:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${accent.bar}`} />
      <p className={`w-fit rounded-pill px-3 py-1 text-xs font-bold ${accent.badge}`}>{industry.shortName}</p>
      <h3 className="mt-3 text-base leading-snug sm:mt-4 sm:text-lg font-bold text-navy-900">
        <a href={industry.href} className="after:absolute after:inset-0 after:rounded-card group-hover:text-indigo-700">
          {keepWords(industry.name)}
        </a>
      </h3>
      <p className="mt-2 hidden flex-1 pb-4 text-sm text-muted sm:block sm:pb-5">{industry.description}</p>
      <dl className="grid items-end gap-2 border-t border-line pt-3 sm:grid-cols-[1fr_auto] sm:gap-3 sm:pt-4">
        <div className="flex flex-col">
          <dt className="sr-only">{labels.headlineLabel}</dt>
          <dd className="text-sm font-bold text-navy-900 sm:text-base">{industry.headline}</dd>
        </div>
        <div className="flex flex-col sm:text-right">
          <dt className="order-2 text-xs text-muted">{labels.satisfactionLabel}</dt>
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
