import type { ReactNode } from 'react';
import type { CollectionEntry } from 'astro:content';
import type { toOpeningGroups } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { JobRow } from './job-row';

type Props = CollectionEntry<'careersPage'>['data']['openings'] & { lpaTerm?: ReactNode; groups: ReturnType<typeof toOpeningGroups> };

/** The department links filter without JavaScript: each targets its group (`:target`), the others step aside; "All" targets the section. */
export function OpeningsSection({ filterLabel, allLabel, packageNote, lpa, lpaTerm, labels, groups, ...section }: Props) {
  const pill =
    'inline-flex min-h-10 items-center gap-2 rounded-pill border border-line bg-white px-3.5 text-sm font-semibold text-navy-900 hover:border-indigo-500 hover:text-indigo-700 sm:min-h-11 sm:px-4';
  const count = 'rounded-pill bg-indigo-50 px-2 py-0.5 text-xs font-bold text-indigo-700';
  return (
    <Section id="openings" tone="surface" eager heading={section} className="scroll-mt-16">
      <nav aria-label={filterLabel} className="flex flex-col items-center gap-2 sm:gap-3">
        <p className="text-sm font-semibold text-muted">{filterLabel}</p>
        <ul className="flex flex-wrap justify-center gap-1.5 sm:gap-2">
          {[
            { anchor: 'openings', name: allLabel, jobs: groups.reduce((n, g) => n + g.jobs.length, 0) },
            ...groups.map((g) => ({ anchor: g.anchor, name: keepWords(g.department), jobs: g.jobs.length })),
          ].map(({ anchor, name, jobs }) => (
            <li key={anchor}>
              <a href={`#${anchor}`} className={pill}>
                {name} <span className={count}>{jobs}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-center text-sm text-muted">
        {packageNote.before} {lpaTerm ?? lpa.term} {packageNote.after}
        <span className="hidden noscript:inline"> ({lpa.definition})</span>
      </p>
      <div className="group/openings mx-auto mt-6 max-w-5xl space-y-5 sm:mt-10 sm:space-y-10">
        {groups.map((g) => (
          <section
            key={g.anchor}
            id={g.anchor}
            aria-labelledby={`${g.anchor}-title`}
            className="scroll-mt-24 group-has-[>section:target]/openings:not-target:hidden"
          >
            <h3 id={`${g.anchor}-title`} className="flex items-center gap-3 text-xl font-bold text-navy-900 sm:text-2xl">
              {keepWords(g.department)} <span className={count}>{g.jobs.length}</span>
            </h3>
            <ul className="mt-2 divide-y divide-line overflow-hidden card-surface sm:mt-4">
              {g.jobs.map((job) => (
                <li key={job.id}>
                  <JobRow job={job} labels={labels} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
