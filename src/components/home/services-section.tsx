import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { HomePage, TrainingTier } from '@/lib/content/home';
import { Badge, Checklist } from '@/components/blocks/cards';
import { FigureList } from '@/components/blocks/figures';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

type Services = HomePage['services'];

function TierCard({ tier, coversLabel, audienceLabel }: { tier: TrainingTier; coversLabel: string; audienceLabel: string }) {
  return (
    <article className="card-surface flex h-full flex-col p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <IconBadge name={tier.icon} size="lg" />
        <Badge className="bg-accent-300/30 text-accent-800">{tier.duration}</Badge>
      </div>
      <h3 className="mt-5 text-h3 font-bold text-navy-900">{keepWords(tier.title)}</h3>
      <p className="mt-2 text-muted">{tier.summary}</p>
      {/* What the tier covers folds away below `lg` (one card a row) and opens in place; a list from there up. */}
      <details className="group mt-5 lg:mt-6 lg:[&::details-content]:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg bg-surface px-4 lg:min-h-0 lg:bg-transparent lg:px-0 [&::-webkit-details-marker]:hidden">
          <h4 className="text-sm font-bold text-navy-900">{keepWords(coversLabel)}</h4>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-indigo-700 transition-transform group-open:rotate-180 lg:hidden" />
        </summary>
        <Checklist items={tier.covers} className="mt-3 lg:mt-2" />
      </details>
      <div className="mt-auto pt-5 lg:pt-6">
        <p className="rounded-lg bg-surface p-4 text-sm text-slate-700">
          <strong className="block font-bold text-navy-900">{audienceLabel}</strong>
          {tier.audience}
        </p>
      </div>
    </article>
  );
}

/** #services: the three training tiers, the consultation promise and the contact options (a slot). */
export function ServicesSection({ services, tiers, contact }: { services: Services; tiers: TrainingTier[]; contact?: ReactNode }) {
  return (
    <HeadedSection id="services" heading={headingOf(services)}>
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {tiers.map((tier) => (
          <li key={tier.id} className="flex">
            <TierCard tier={tier} coversLabel={services.coversLabel} audienceLabel={services.audienceLabel} />
          </li>
        ))}
      </ul>
      <div className="mt-10 grid gap-6 rounded-[1.5rem] bg-indigo-50 p-6 sm:p-8 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center lg:gap-10">
        <div>
          <h3 className="text-h3 font-bold text-navy-900">{keepWords(services.consultation.title)}</h3>
          <p className="mt-2 text-slate-700">{services.consultation.body}</p>
          <FigureList items={services.consultation.points} size="sm" className="mt-5 flex flex-wrap gap-x-8 gap-y-4" />
        </div>
        {contact}
      </div>
    </HeadedSection>
  );
}
