import { formatDuration } from '@/lib/duration';
import type { CollectionEntry } from 'astro:content';
import type { CaseStudy } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { FigureValue } from '@/components/ui/figure-value';
import { keepRanges, keepWords } from '@/components/ui/keep-words';

type Labels = CollectionEntry<'caseStudiesPage'>['data']['studies']['labels'];
type Change = NonNullable<CaseStudy['results'][number]['change']>;

const level = (n: number, unit: string) => (unit === '%' ? `${n}%` : `${n} ${unit}`);

/** A result's before and after as two bars on one scale (the level before is the whole bar), each with its level. */
function BeforeAfter({ change, labels }: { change: Change; labels: Labels }) {
  const rows = [
    { label: labels.before, value: change.from, bar: 'fill-navy-900/20' },
    { label: labels.after, value: change.to, bar: 'fill-indigo-600' },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr_4rem] items-center gap-x-3 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-muted">{row.label}</dt>
          <dd>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" className="block h-2 w-full">
              <rect width={(100 * row.value) / change.from} height="8" rx="1" className={row.bar} />
            </svg>
          </dd>
          <dd className="font-semibold text-navy-900">{level(row.value, change.unit)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Each study on hairlines, no card: its facts beside the story, then its results as a ledger, one row each, the ones that
 * measure a before and an after drawn as two bars.
 */
export function CaseStudiesSection({
  labels,
  studies,
  ...section
}: CollectionEntry<'caseStudiesPage'>['data']['studies'] & { studies: CaseStudy[] }) {
  return (
    <Section id="case-studies" heading={section} align="split">
      <ol className="space-y-14 sm:space-y-20">
        {studies.map((study) => (
          <li key={study.id}>
            <article
              id={study.id}
              aria-labelledby={`${study.id}-title`}
              className="scroll-mt-24 border-t-2 border-navy-900 pt-6 lg:grid lg:grid-cols-12 lg:gap-x-12"
            >
              <header className="lg:sticky lg:top-24 lg:col-span-4 lg:self-start">
                <h3 id={`${study.id}-title`} className="text-title text-balance text-navy-900">
                  {keepWords(study.title)}
                </h3>
                <dl className="mt-4 space-y-1 text-sm">
                  {[
                    {
                      label: labels.industry,
                      text: (
                        <a href={study.industry.href} className="text-indigo-700 underline underline-offset-4 hover:no-underline">
                          {study.industry.name}
                        </a>
                      ),
                    },
                    { label: labels.company, text: study.company },
                    { label: labels.timeline, text: `${formatDuration(study.timeline)}, ${study.year}` },
                  ].map(({ label, text }) => (
                    <div key={label} className="flex gap-1.5">
                      <dt className="text-muted">{label}:</dt>
                      <dd className="font-semibold text-navy-900">{text}</dd>
                    </div>
                  ))}
                </dl>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {study.services.map((s) => (
                    <li key={s} className="rounded-md bg-indigo-50 px-2.5 py-1 text-sm text-indigo-700">
                      {s}
                    </li>
                  ))}
                </ul>
              </header>
              <div className="mt-8 lg:col-span-8 lg:mt-0">
                <div className="grid gap-6 sm:grid-cols-2 sm:gap-8">
                  {[
                    { label: labels.challenge, text: study.challenge },
                    { label: labels.solution, text: study.solution },
                  ].map(({ label, text }) => (
                    <div key={label}>
                      <h4 className="font-semibold text-navy-900">{label}</h4>
                      <p className="mt-2 text-muted">{text}</p>
                    </div>
                  ))}
                </div>
                <h4 className="mt-8 font-semibold text-navy-900">{keepWords(labels.results)}</h4>
                <ul className="mt-3 divide-y divide-line border-y border-line">
                  {study.results.map((r) => (
                    <li
                      key={r.label}
                      className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 py-4 sm:grid-cols-[8rem_1fr] sm:gap-x-6 lg:grid-cols-[8rem_1fr_13rem]"
                    >
                      <p className="text-navy-900">
                        <FigureValue value={r.value} size="title" />
                      </p>
                      <div>
                        <p className="font-semibold text-navy-900">{keepWords(r.label)}</p>
                        {r.description ? <p className="mt-1 text-sm text-muted">{keepRanges(r.description)}</p> : null}
                      </div>
                      {r.change ? (
                        <div className="col-start-2 lg:col-start-3 lg:pt-1">
                          <BeforeAfter change={r.change} labels={labels} />
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  );
}
