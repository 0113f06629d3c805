import type { ReactNode } from 'react';
import type { CollectionEntry } from 'astro:content';
import type { toOpeningGroups } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { JobRow } from './job-row';

type Props = Omit<CollectionEntry<'careersPage'>['data']['openings'], 'lpa'> & {
  lpa: { term: string; definition: string };
  lpaTerm?: ReactNode;
  groups: ReturnType<typeof toOpeningGroups>;
};

/** The department links filter without JavaScript: each targets its group (`:target`), the others step aside; "All" targets the section. */
export function OpeningsSection({ filterLabel, allLabel, packageNote, lpa, lpaTerm, labels, groups, ...section }: Props) {
  const count = 'text-sm font-semibold text-muted';
  return (
    <Section id="openings" tone="surface" eager heading={section} align="split" className="scroll-mt-16">
      <nav aria-label={filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {[
            { anchor: 'openings', name: allLabel, jobs: groups.reduce((n, g) => n + g.jobs.length, 0) },
            ...groups.map((g) => ({ anchor: g.anchor, name: keepWords(g.department), jobs: g.jobs.length })),
          ].map(({ anchor, name, jobs }) => (
            <li key={anchor}>
              <a
                href={`#${anchor}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-button bg-white px-4 text-sm font-semibold text-navy-900 ring-1 ring-line hover:ring-indigo-600"
              >
                {name} <span className={count}>{jobs}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-muted">
        {packageNote.before} {lpaTerm ?? lpa.term} {packageNote.after}
        <span className="hidden noscript:inline"> ({lpa.definition})</span>
      </p>
      <div className="group/openings mt-8 space-y-8 sm:mt-10 sm:space-y-10">
        {groups.map((g) => (
          <section
            key={g.anchor}
            id={g.anchor}
            aria-labelledby={`${g.anchor}-title`}
            className="scroll-mt-24 group-has-[>section:target]/openings:not-target:hidden"
          >
            <h3 id={`${g.anchor}-title`} className="flex items-baseline gap-3 text-title text-navy-900">
              {keepWords(g.department)} <span className={count}>{g.jobs.length}</span>
            </h3>
            <ul className="mt-3 divide-y divide-line card-surface">
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
