import type { CollectionEntry } from 'astro:content';
import { formatDate, isoDate } from './format';
import { site } from './site';
import { plainText, typeset } from './typeset';

/** schema.org employmentType values the careers page uses. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const;
const [LPA_MIN, LPA_MAX] = [10, 50] as const;
/** Packages are quoted in lakhs of rupees per annum (1 lakh = ₹1,00,000), within this range; the build and the editor say so in these words. */
export const PACKAGE_LPA = { min: LPA_MIN, max: LPA_MAX, message: `A package is written in LPA, from ${LPA_MIN} to ${LPA_MAX}` } as const;
const INR_PER_LAKH = 100_000;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
};

export const lpaToInr = (lpa: number) => Math.round(lpa * INR_PER_LAKH);

/** "₹10–12 LPA" (an en dash in a range: docs/house-style.md) */
export function formatPackage({ min, max }: { min: number; max: number }): string {
  return typeset(min === max ? `₹${min} LPA` : `₹${min}–${max} LPA`);
}

/** "0–1 year", "4–6 years", "10+ years" */
export function formatExperience({ min, max }: { min: number; max?: number }): string {
  if (max === undefined) return typeset(`${min}+ years`);
  return typeset(`${min}–${max} ${max === 1 ? 'year' : 'years'}`);
}

export const applicationSubject = (title: string) => `Application: ${plainText(title)}`;

export const departmentAnchor = (department: string) => `dept-${department.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function groupByDepartment<T extends { department: string }>(jobs: T[], departments: readonly string[]): { department: string; jobs: T[] }[] {
  return departments.map((department) => ({ department, jobs: jobs.filter((j) => j.department === department) })).filter((g) => g.jobs.length > 0);
}

export type JobRecord = CollectionEntry<'jobs'>['data'];

export type JobCardData = ReturnType<typeof toJobCard>;

/** What a job card prints; "Apply Now" mails the careers mailbox (spec §7: same window). */
export function toJobCard(job: JobRecord) {
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    description: job.description,
    experience: formatExperience(job.experience),
    location: job.location,
    package: formatPackage(job.package),
    type: EMPLOYMENT_LABELS[job.employmentType],
    postedIso: isoDate(job.datePosted),
    postedLabel: formatDate(job.datePosted),
    closesIso: isoDate(job.validThrough),
    closesLabel: formatDate(job.validThrough),
    skills: job.skills,
    applyTo: site.careersEmail,
    applySubject: applicationSubject(job.title),
  };
}
