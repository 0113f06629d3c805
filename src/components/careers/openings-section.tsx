import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas/blocks';
import type { toOpeningGroups } from '@/lib/content/company';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { JobCard, type JobCardLabels } from './job-card';

/**
 * Every opening, grouped by department. The department links jump to each group, so the list works
 * the same with or without JavaScript.
 */
export function OpeningsSection({
  filterLabel,
  allLabel,
  packageNote,
  lpa,
  lpaTerm,
  labels,
  groups,
  ...section
}: Heading & {
  filterLabel: string;
  allLabel: string;
  packageNote: { before: string; after: string };
  lpa: { term: string; definition: string };
  /** The LPA tooltip (a Term island placed by the route); without JavaScript the definition is printed instead. */
  lpaTerm?: ReactNode;
  labels: JobCardLabels;
  groups: ReturnType<typeof toOpeningGroups>;
}) {
  const total = groups.reduce((n, g) => n + g.jobs.length, 0);
  const pill =
    'inline-flex min-h-11 items-center gap-2 rounded-pill border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:border-indigo-500 hover:text-indigo-700';
  const count = 'rounded-pill bg-indigo-50 px-2 py-0.5 text-xs font-bold text-indigo-700';
  return (
    // Always laid out (global.css): axe misreads the job cards' small grey dates when they are not.
    <HeadedSection id="openings" tone="surface" heading={headingOf(section)} eager className="scroll-mt-16">
      <nav aria-label={filterLabel} className="flex flex-col items-center gap-3">
        <p className="text-sm font-semibold text-muted">{filterLabel}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          <li>
            <a href="#openings" className={pill}>
              {allLabel} <span className={count}>{total}</span>
            </a>
          </li>
          {groups.map((g) => (
            <li key={g.anchor}>
              <a href={`#${g.anchor}`} className={pill}>
                {keepWords(g.department)} <span className={count}>{g.jobs.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-6 text-center text-sm text-muted">
        {packageNote.before} {lpaTerm ?? lpa.term} {packageNote.after}
        <span className="hidden noscript:inline"> ({lpa.definition})</span>
      </p>
      <div className="mt-12 space-y-14">
        {groups.map((g) => (
          <section key={g.anchor} id={g.anchor} aria-labelledby={`${g.anchor}-title`} className="scroll-mt-24">
            <h3 id={`${g.anchor}-title`} className="flex items-center gap-3 text-2xl font-bold text-navy-900">
              {keepWords(g.department)} <span className={count}>{g.jobs.length}</span>
            </h3>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {g.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} labels={labels} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </HeadedSection>
  );
}
