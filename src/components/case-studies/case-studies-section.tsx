import { Building2, CalendarRange, Lightbulb, Target } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import type { CaseStudy } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

type Studies = CollectionEntry<'caseStudiesPage'>['data']['studies'];

export function CaseStudiesSection({ labels, studies, ...section }: Studies & { studies: CaseStudy[] }) {
  return (
    <Section id="case-studies" heading={section}>
      <ol className="space-y-12">
        {studies.map((study) => (
          <li key={study.id}>
            <article id={study.id} aria-labelledby={`${study.id}-title`} className="scroll-mt-24 overflow-hidden card-surface">
              {/* From 1024 px the key facts are a column beside the title, so the header has no empty half. */}
              <header className="on-dark hero-backdrop p-6 text-white sm:p-10 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:gap-x-12">
                <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex-col lg:border-l lg:border-white/15 lg:py-2 lg:pl-8">
                  <div className="flex items-center gap-2 lg:items-start">
                    <dt className="sr-only">{labels.industry}</dt>
                    <dd>
                      <a
                        href={study.industry.href}
                        className="inline-flex min-h-8 items-center rounded-pill bg-accent-400 px-3 font-bold text-navy-950 hover:bg-accent-300"
                      >
                        {study.industry.name}
                      </a>
                    </dd>
                  </div>
                  {[
                    { Icon: Building2, label: labels.company, text: study.company },
                    { Icon: CalendarRange, label: labels.timeline, text: study.timeline },
                  ].map(({ Icon, label, text }) => (
                    <div key={label} className="flex items-center gap-2 lg:items-start">
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-300 lg:mt-0.5" />
                      <dt className="shrink-0 text-slate-300">{label}:</dt>
                      <dd className="font-semibold">{text}</dd>
                    </div>
                  ))}
                </dl>
                <h3
                  id={`${study.id}-title`}
                  className="mt-5 max-w-3xl text-2xl font-bold tracking-tight text-balance sm:text-3xl lg:col-start-1 lg:row-start-1 lg:mt-0 lg:max-w-none lg:self-end lg:text-4xl lg:text-pretty"
                >
                  {keepWords(study.title)}
                </h3>
                <ul className="mt-4 flex flex-wrap gap-2 lg:col-start-1 lg:row-start-2 lg:self-start">
                  {study.services.map((s) => (
                    <li key={s} className="rounded-pill px-3 py-1 text-xs font-semibold text-slate-100 ring-1 ring-white/25">
                      {s}
                    </li>
                  ))}
                </ul>
              </header>
              <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-2">
                {[
                  { Icon: Target, label: labels.challenge, text: study.challenge },
                  { Icon: Lightbulb, label: labels.solution, text: study.solution },
                ].map(({ Icon, label, text }) => (
                  <div key={label}>
                    <h4 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                      <Icon aria-hidden="true" className="size-5 text-indigo-700" />
                      {label}
                    </h4>
                    <p className="mt-2 text-muted">{text}</p>
                  </div>
                ))}
              </div>
              <div className="border-t border-line bg-surface p-4 sm:p-10">
                <h4 className="text-lg font-bold text-navy-900">{keepWords(labels.results)}</h4>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
                  {study.results.map((r) => (
                    <li key={r.label} className="rounded-xl bg-white p-3 ring-1 ring-line sm:p-5">
                      <p className="text-xl font-extrabold tracking-tight text-indigo-700 sm:text-3xl">{r.value}</p>
                      <p className="mt-1 font-semibold text-navy-900">{keepWords(r.label)}</p>
                      {r.description ? <p className="mt-1 text-sm text-muted">{r.description}</p> : null}
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
