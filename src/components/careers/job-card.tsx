import type { CollectionEntry } from 'astro:content';
import type { JobCardData } from '@/lib/jobs';
import { Badge } from '@/components/blocks/cards';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

export type JobCardLabels = CollectionEntry<'careersPage'>['data']['openings']['labels'];

/** One opening. Its id is the anchor used by the department links and the JobPosting url. */
export function JobCard({ job, labels }: { job: JobCardData; labels: JobCardLabels }) {
  const titleId = `${job.id}-title`;
  const facts: [string, string][] = [
    [labels.experience, job.experience],
    [labels.location, job.location],
    [labels.package, job.package],
    [labels.type, job.type],
  ];
  return (
    <article id={job.id} aria-labelledby={titleId} className="card-surface flex h-full scroll-mt-24 flex-col p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge>{job.department}</Badge>
        <p className="text-xs text-muted">
          {labels.posted} <time dateTime={job.postedIso}>{job.postedLabel}</time>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">
            {labels.closes} <time dateTime={job.closesIso}>{job.closesLabel}</time>
          </span>
        </p>
      </div>
      <h4 id={titleId} className="mt-4 text-h3 font-bold text-navy-900">
        {keepWords(job.title)}
      </h4>
      <p className="mt-2 text-muted">{job.description}</p>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-surface p-4 text-sm">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
            <dd className="mt-0.5 font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 flex flex-wrap gap-2">
        {job.skills.map((skill) => (
          <li key={skill} className="rounded-pill border border-line px-3 py-1 text-xs font-medium text-slate-700">
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <OutboundLink to={{ kind: 'mail', to: job.applyTo, subject: job.applySubject }} variant="secondary" className="w-full sm:w-auto">
          {labels.apply}
          <span className="sr-only">: {job.title}</span>
        </OutboundLink>
      </div>
    </article>
  );
}
