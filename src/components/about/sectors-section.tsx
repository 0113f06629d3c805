import type { CollectionEntry } from 'astro:content';
import type { Heading } from '@/content/schemas/blocks';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

type Sectors = CollectionEntry<'aboutPage'>['data']['sectors'];

/** Programme completion as a ring, drawn with SVG attributes (no inline styles under the CSP). */
function CompletionRing({ value }: { value: number }) {
  return (
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
        strokeDasharray={`${value} 100`}
      />
    </svg>
  );
}

/** Sector experience cards: impact, completion and growth for each sector. */
export function SectorsSection({ labels, items, ...section }: Heading & Pick<Sectors, 'labels' | 'items'>) {
  return (
    <HeadedSection id="sectors" tone="surface" heading={headingOf(section)}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map(({ sector, icon, description, metrics }) => (
          <li key={sector} className="card-surface flex flex-col p-6 sm:p-8">
            <div className="flex items-center justify-between gap-4">
              <div>
                <IconBadge name={icon} />
                <h3 className="mt-4 text-h3 font-bold text-navy-900">{keepWords(sector)}</h3>
              </div>
              <div className="relative">
                <CompletionRing value={metrics.completion} />
                <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-lg font-extrabold text-navy-900">
                  {metrics.completion}%
                </span>
              </div>
            </div>
            <p className="mt-3 text-muted">{description}</p>
            <dl className="mt-6 grid gap-3 border-t border-line pt-5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="font-semibold text-muted">{labels.completion}</dt>
                <dd className="font-bold text-indigo-700">{metrics.completion}%</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="font-semibold text-muted">{labels.impact}</dt>
                <dd className="text-right font-bold text-navy-900">{metrics.impact}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="font-semibold text-muted">{labels.growth}</dt>
                <dd className="text-right font-bold text-navy-900">{metrics.growth}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
