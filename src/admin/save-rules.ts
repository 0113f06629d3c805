import type { registerEventListener } from '@sveltia/cms';
import { CLOSES_AFTER_OPENS, closesAfterOpens } from '@/lib/job-dates';

/**
 * Rules that span two fields, which a form field cannot check alone: the editor runs them before it saves (its
 * `preSave` hook) and refuses the save with the build's own words, so nothing is written. The content check
 * (`npm run check:content`) runs the same rules as part of the schemas, whatever wrote the file.
 */

type Job = { id?: string; datePosted?: string | Date; validThrough?: string | Date };

/** The job openings whose last day to apply is not after the day they were posted, in the build's words. */
export function jobDateProblems(data: unknown): string[] {
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return [];
  return (list as Job[])
    .filter((job): job is Required<Job> => !!job?.datePosted && !!job.validThrough && !closesAfterOpens(job as Required<Job>))
    .map((job) => `${job.id || 'A new opening'}: ${CLOSES_AFTER_OPENS}`);
}

/** The entry a `preSave` hook is handed, an Immutable.js map: what this file reads of it. */
type SavingEntry = { get(key: string): unknown };

export function registerSaveRules(cms: { registerEventListener: typeof registerEventListener }) {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const saving = entry as unknown as SavingEntry;
      if (saving.get('collection') !== 'jobs') return undefined;
      const data = saving.get('data') as { toJS?: () => unknown } | undefined;
      const problems = jobDateProblems(data?.toJS ? data.toJS() : data);
      // The editor shows the cause of a `saving_failed` error in its "could not be saved" dialog.
      if (problems.length) throw new Error('saving_failed', { cause: new Error(problems.join('\n')) });
      return undefined;
    },
  });
}
