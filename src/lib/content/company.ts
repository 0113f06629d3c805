import { getEntry, type CollectionEntry } from 'astro:content';
import { departmentAnchor, groupByDepartment, toJobCard } from '@/lib/jobs';
import { industryPath } from '@/lib/routes';
import { site } from '@/lib/site';
import type { OutboundTarget } from '@/lib/outbound';
import { checkInList, entries, ordered, page } from './collections';
import { picture } from './proof';

/** The About page's copy, the founder's photograph (if there is one) made into a responsive picture. */
export async function getAboutPage() {
  const about = await page('aboutPage');
  const { photo, ...founder } = about.founder;
  const portrait = photo ? await picture(photo, [160, 320, 480, 640], '(min-width: 1024px) 24rem, (min-width: 640px) 9rem, 6rem') : undefined;
  return { ...about, founder: { ...founder, photo: portrait } };
}
export const getCareersPage = () => page('careersPage');
export const getCaseStudiesPage = () => page('caseStudiesPage');
export const getContactPage = () => page('contactPage');

/** A closing call with its reply note when it sets `reply` (the note is said once, in pages/contact.yaml). */
export async function withReply<C extends { reply?: boolean }>(cta: C): Promise<C & { replyNote?: string }> {
  return cta.reply ? { ...cta, replyNote: (await getContactPage()).replyNote } : cta;
}

export type Job = CollectionEntry<'jobs'>['data'];

/** A warning (the build still succeeds) for each opening whose closing date has passed. */
export function expiredJobWarnings(jobs: Pick<Job, 'id' | 'validThrough'>[], today = new Date()): string[] {
  return jobs
    .filter((job) => job.validThrough.getTime() < today.getTime() - 24 * 60 * 60 * 1000)
    .map(
      (job) =>
        `[careers] The opening "${job.id}" closed on ${job.validThrough.toISOString().slice(0, 10)}: renew its validThrough in src/content/jobs.yaml or remove it.`,
    );
}

/** Openings by department (in the careers page's order), then seniority, then title. */
export async function getJobs(): Promise<Job[]> {
  const [jobs, { departments, locations }] = await Promise.all([entries('jobs').then((list) => list.map((e) => e.data)), getCareersPage()]);
  const places = locations.map((l) => l.name);
  for (const job of jobs) {
    const entry = `src/content/jobs.yaml (${job.id})`;
    checkInList(job.department, departments, { entry, field: 'department', list: 'departments in src/content/pages/careers.yaml' });
    checkInList(job.location, places, { entry, field: 'location', list: 'locations in src/content/pages/careers.yaml' });
  }
  for (const line of expiredJobWarnings(jobs)) console.warn(line);
  return jobs.sort(
    (a, b) =>
      departments.indexOf(a.department) - departments.indexOf(b.department) ||
      a.experience.min - b.experience.min ||
      a.package.min - b.package.min ||
      a.title.localeCompare(b.title),
  );
}

export function toOpeningGroups(jobs: Job[], departments: readonly string[]) {
  return groupByDepartment(jobs, departments).map((g) => ({
    department: g.department,
    anchor: departmentAnchor(g.department),
    jobs: g.jobs.map(toJobCard),
  }));
}

export async function getCaseStudies() {
  return Promise.all(
    (await ordered('caseStudies')).map(async ({ id, data }) => {
      const industry = await getEntry(data.industry);
      if (!industry) throw new Error(`Case study ${id} names an unknown industry "${data.industry.id}"`);
      return { ...data, id, industry: { name: industry.data.shortName, href: industryPath(industry.id), icon: industry.data.icon } };
    }),
  );
}

export type CaseStudy = Awaited<ReturnType<typeof getCaseStudies>>[number];

/** Each study's first measured cut (its first result with a before and after), as a share of the level before. */
export function firstCuts(studies: Pick<CaseStudy, 'results'>[]): { what: string; percent: number }[] {
  return studies.flatMap(({ results }) => {
    const change = results.find((r) => r.change)?.change;
    return change ? [{ what: change.what, percent: Math.round((1 - change.to / change.from) * 100) }] : [];
  });
}

type MethodCopy = CollectionEntry<'contactPage'>['data']['methods']['items'][number];

export type ContactMethod = Omit<MethodCopy, 'kind' | 'detail'> & { detail: string; to: OutboundTarget };

/** Contact cards with their detail and outbound target (spec §7 windows). */
const CONTACT_KINDS: Record<MethodCopy['kind'], (detail?: string) => Pick<ContactMethod, 'detail' | 'to'>> = {
  call: () => ({ detail: site.phone, to: { kind: 'tel' } }),
  email: () => ({ detail: site.email, to: { kind: 'mail', to: site.email, newTab: true } }),
  booking: (detail) => ({ detail: detail ?? '', to: { kind: 'booking' } }),
};

export function toContactMethods(items: MethodCopy[]): ContactMethod[] {
  return items.map(({ kind, detail, ...item }) => ({ ...item, ...CONTACT_KINDS[kind](detail) }));
}
