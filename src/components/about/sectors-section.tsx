import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { FigureValue } from '@/components/ui/figure-value';
import { ArrowRight } from 'lucide-react';
import { keepWords } from '@/components/ui/keep-words';
import { paths } from '@/lib/routes';

/**
 * The sectors as one ledger: a row each, its completion a bar on one scale of 0 to 100% (the bars line up, so the rows
 * compare), then its impact and growth.
 */
export function SectorsSection({ labels, items, ledgerLink, ...section }: CollectionEntry<'aboutPage'>['data']['sectors']) {
  return (
    <Section id="sectors" heading={section} align="split">
      <ul className="border-b border-line">
        {items.map(({ sector, description, metrics }) => (
          <li key={sector} className="grid gap-4 border-t border-line py-6 sm:py-8 lg:grid-cols-12 lg:gap-x-8">
            <div className="lg:col-span-4">
              <h3 className="text-title text-navy-900">{keepWords(sector)}</h3>
              <p className="mt-1 text-muted">{description}</p>
            </div>
            <dl className="grid gap-4 sm:grid-cols-3 sm:gap-x-6 lg:col-span-8">
              <div>
                <dt className="text-sm text-muted">{labels.completion}</dt>
                <dd className="mt-1 text-navy-900">
                  <FigureValue value={`${metrics.completion}%`} size="title" />
                  <svg viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" className="mt-2 block h-1.5 w-full">
                    <rect width="100" height="4" className="fill-indigo-100" />
                    <rect width={metrics.completion} height="4" className="fill-indigo-600" />
                  </svg>
                </dd>
              </div>
              {(['impact', 'growth'] as const).map((key) => (
                <div key={key}>
                  <dt className="text-sm text-muted">{labels[key]}</dt>
                  <dd className="mt-1 font-semibold text-pretty text-navy-900">{metrics[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a href={paths.ledger} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-indigo-700 hover:underline">
          {ledgerLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </Section>
  );
}
