import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

export function SectorsSection({ labels, items, ...section }: CollectionEntry<'aboutPage'>['data']['sectors']) {
  return (
    <Section id="sectors" heading={section}>
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {items.map(({ sector, icon, description, metrics }) => (
          <li key={sector} className="flex flex-col card-surface p-5 sm:p-8 lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
            <div className="flex items-center gap-4">
              <IconBadge name={icon} />
              <h3 className="text-h3 font-bold text-navy-900">{keepWords(sector)}</h3>
            </div>
            <p className="mt-3 text-sm text-muted sm:text-base">{description}</p>
            {/* From lg the impact and growth rows are rows of the card grid, so they line up across the three cards. */}
            <dl className="mt-4 grid flex-1 grid-cols-[auto_1fr] content-start gap-x-5 gap-y-3 border-t border-line pt-4 text-sm sm:mt-6 sm:pt-5 lg:row-span-2 lg:grid-rows-subgrid">
              <div className="row-span-2 flex flex-col-reverse items-center gap-1 self-center">
                <dt className="text-xs font-semibold text-muted">{labels.completion}</dt>
                <dd className="relative">
                  {/* The completion ring is drawn with SVG attributes: no inline styles under the CSP. */}
                  <svg viewBox="0 0 44 44" aria-hidden="true" className="size-20 shrink-0 -rotate-90">
                    <circle cx="22" cy="22" r="18" fill="none" stroke="#e6e6fd" strokeWidth="5" />
                    <circle
                      cx="22"
                      cy="22"
                      r="18"
                      fill="none"
                      stroke="#4a44d6"
                      strokeWidth="5"
                      strokeLinecap="round"
                      pathLength="100"
                      strokeDasharray={`${metrics.completion} 100`}
                    />
                  </svg>
                  <span className="absolute inset-0 flex items-center justify-center text-lg font-extrabold text-navy-900">
                    {metrics.completion}%
                  </span>
                </dd>
              </div>
              {(['impact', 'growth'] as const).map((key) => (
                <div key={key}>
                  <dt className="text-xs font-semibold text-muted">{labels[key]}</dt>
                  <dd className="font-bold text-navy-900">{metrics[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
