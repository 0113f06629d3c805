/** A job opening's dates: the one rule that spans two fields, kept by the build (schemas/careers.ts) and the editor's save (src/admin/save-rules.ts) in the same words. */
export const CLOSES_AFTER_OPENS = 'validThrough must come after datePosted';

/** True when the last day to apply comes after the day the role was posted (dates or YYYY-MM-DD strings). */
export const closesAfterOpens = (job: { datePosted: Date | string; validThrough: Date | string }) =>
  new Date(job.validThrough).getTime() > new Date(job.datePosted).getTime();
