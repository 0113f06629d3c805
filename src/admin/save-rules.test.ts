import { describe, expect, it } from 'vitest';
import { CLOSES_AFTER_OPENS } from '@/lib/job-dates';
import { jobDateProblems, registerSaveRules } from './save-rules';

describe("the editor's save rules", () => {
  const jobs = [
    { id: 'open', datePosted: '2026-11-01', validThrough: '2026-12-31' },
    { id: 'backwards', datePosted: '2026-12-01', validThrough: '2026-11-01' },
    { id: 'same-day', datePosted: '2026-12-01', validThrough: '2026-12-01' },
  ];

  it('names every opening that closes before (or the day) it opens, in the words of the build', () => {
    expect(jobDateProblems({ items: jobs })).toEqual([`backwards: ${CLOSES_AFTER_OPENS}`, `same-day: ${CLOSES_AFTER_OPENS}`]);
    expect(jobDateProblems(jobs.slice(0, 1))).toEqual([]);
    expect(jobDateProblems({ items: [{ id: 'draft' }] })).toEqual([]);
  });

  it('refuses the save of the job openings with that message as the cause the editor shows, and leaves other files alone', () => {
    let handler: (event: { entry: unknown }) => unknown = () => undefined;
    registerSaveRules({ registerEventListener: (listener) => void (handler = listener.handler as typeof handler) });
    const entry = (collection: string, data: unknown) => ({
      entry: { get: (key: string) => (key === 'collection' ? collection : { toJS: () => data }) },
    });
    let error: Error | undefined;
    try {
      handler(entry('jobs', { items: jobs }));
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toBe('saving_failed');
    expect((error?.cause as Error).message).toContain(`backwards: ${CLOSES_AFTER_OPENS}`);
    expect(handler(entry('jobs', { items: jobs.slice(0, 1) }))).toBeUndefined();
    expect(handler(entry('insights', { items: jobs }))).toBeUndefined();
  });
});
