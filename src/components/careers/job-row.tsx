import type { CollectionEntry } from 'astro:content';
import type { JobCardData } from '@/lib/jobs';
import { Fold } from '@/components/ui/fold';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

/** The dot stays on the line of the fact before it and a line may break only after it, so no line starts with "·". */
function Fact({ term, children, strong = false }: { term: string; children: string; strong?: boolean }) {
  return (
    <>
      <span className="whitespace-nowrap after:text-slate-400 after:content-['_·'] last-of-type:after:content-none">
        <span className="sr-only">{term}: </span>
        <span className={strong ? 'font-bold text-indigo-700' : undefined}>{children}</span>
      </span>{' '}
    </>
  );
}

/** Its id is the anchor of the JobPosting url. */
export function JobRow({ job, labels }: { job: JobCardData; labels: CollectionEntry<'careersPage'>['data']['openings']['labels'] }) {
  const titleId = `${job.id}-title`;
  return (
    <article
      id={job.id}
      aria-labelledby={titleId}
      className="grid scroll-mt-24 grid-cols-[1fr_auto] items-start gap-x-2.5 px-3 py-2 sm:gap-x-4 sm:px-6 sm:py-4"
    >
      <h4 id={titleId} className="self-center text-[0.9375rem] leading-snug font-bold text-balance text-navy-900 sm:text-lg sm:leading-snug">
        {keepWords(job.title)}
      </h4>
      <OutboundLink
        to={{ kind: 'mail', to: job.applyTo, subject: job.applySubject }}
        variant="secondary"
        className="max-sm:min-h-9 max-sm:px-3 md:col-start-2 md:row-start-2 md:self-start"
      >
        {labels.apply}
        <span className="sr-only">: {job.title}</span>
      </OutboundLink>
      <Fold
        variant="row"
        className="col-span-2 row-start-2 md:col-span-1"
        title={
          <span>
            <span className="sr-only">{labels.details}: </span>
            <Fact term={labels.department}>{job.department}</Fact>
            <Fact term={labels.experience}>{job.experience}</Fact>
            <Fact term={labels.location}>{job.location}</Fact>
            <Fact term={labels.package} strong>
              {job.package}
            </Fact>
          </span>
        }
      >
        <div className="mt-1 mb-2 max-w-3xl space-y-3 text-sm">
          <p className="text-slate-700">{job.description}</p>
          <ul className="flex flex-wrap gap-2" aria-label={labels.skills}>
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-pill border border-line bg-white px-3 py-1 text-xs font-medium text-slate-700">
                {skill}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">
            {labels.type}: {job.type}
            <span aria-hidden="true"> · </span>
            {labels.posted} <time dateTime={job.postedIso}>{job.postedLabel}</time>
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">
              {labels.closes} <time dateTime={job.closesIso}>{job.closesLabel}</time>
            </span>
          </p>
        </div>
      </Fold>
    </article>
  );
}
