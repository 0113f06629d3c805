import type { CollectionEntry } from 'astro:content';
import type { JobCardData } from '@/lib/jobs';
import { Fold } from '@/components/ui/fold';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

type Labels = CollectionEntry<'careersPage'>['data']['openings']['labels'];

/**
 * One opening as a row: its title and "Apply Now" (a text link: a list's action, not a button), then its facts, which open
 * its details in place. The facts stand apart by their spacing, with no separators to dangle at a line's end; the
 * department is its group's heading, and is said here to screen readers only. Its id is the anchor of the JobPosting url.
 */
export function JobRow({ job, labels }: { job: JobCardData; labels: Labels }) {
  return (
    <article id={job.id} className="grid scroll-mt-24 grid-cols-[1fr_auto] items-center gap-x-4 px-3 py-3 sm:px-6">
      <h4 className="font-brand text-lead leading-snug font-bold text-balance text-navy-900">{keepWords(job.title)}</h4>
      <OutboundLink
        to={{ kind: 'mail', to: job.applyTo, subject: job.applySubject }}
        className="relative inline-flex items-center gap-1 font-semibold whitespace-nowrap text-indigo-700 before:absolute before:-inset-3 hover:underline md:col-start-2 md:row-start-2"
      >
        {labels.apply}
        <span className="sr-only">{`: ${job.title}`}</span>
        <span aria-hidden="true">→</span>
      </OutboundLink>
      <Fold
        variant="row"
        className="col-span-2 row-start-2 md:col-span-1"
        title={
          <span className="flex flex-wrap gap-x-3">
            <span className="sr-only">{`${labels.details}, ${job.department}:`}</span>
            <span>{job.experience}</span>
            <span>{job.location}</span>
            <span className="font-semibold text-navy-900">{job.package}</span>
          </span>
        }
      >
        <div className="mb-3 max-w-3xl space-y-2 text-sm text-slate-700">
          <p>{job.description}</p>
          <ul aria-label={labels.skills} className="flex flex-wrap gap-x-4 font-semibold">
            {job.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
          <p className="text-muted">
            {`${job.type}. ${labels.posted} `}
            <time dateTime={job.postedIso}>{job.postedLabel}</time>
            {`. ${labels.closes} `}
            <time dateTime={job.closesIso}>{job.closesLabel}</time>.
          </p>
        </div>
      </Fold>
    </article>
  );
}
