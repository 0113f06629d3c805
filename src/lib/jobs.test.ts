import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { collections } from '../content.config';
import { getCareersPage, getJobs } from '@/lib/content/company';
import { checkInList } from '@/lib/content/collections';
import { PACKAGE_LPA, applicationSubject, departmentAnchor, formatExperience, formatPackage, groupByDepartment, lpaToInr, toJobCard } from './jobs';
import { site } from './site';

const jobs = (await getCollection('jobs')).map((e) => e.data);
const { departments, locations } = await getCareersPage();
/** Spec §3: the launch lists. Editors may add to them (src/content/pages/careers.yaml). */
const DEPARTMENTS = ['Software Development', 'Consulting', 'Education'];
const JOB_LOCATIONS = ['Hyderabad / Remote', 'Hyderabad'];
const schema = collections.jobs.schema as unknown as { safeParse: (v: unknown) => { success: boolean } };

const validJob = {
  id: 'pega-example',
  title: 'PEGA Example Developer',
  department: 'Software Development',
  location: 'Hyderabad',
  experience: { min: 2, max: 4 },
  package: { min: 12, max: 18 },
  datePosted: '2026-10-06',
  validThrough: '2027-01-31',
  description: 'A description long enough to pass the schema: what the role does and who it suits best.',
  skills: ['PEGA', 'Java'],
};

describe('jobs collection', () => {
  it('lists the departments and locations of the specification at launch, Hyderabad / Remote open to remote work', () => {
    expect(departments).toEqual(DEPARTMENTS);
    expect(locations.map((l) => l.name)).toEqual(JOB_LOCATIONS);
    expect(locations.map((l) => [l.city, l.remote])).toEqual([
      ['Hyderabad', true],
      ['Hyderabad', false],
    ]);
  });

  it('holds exactly 19 openings at launch, with unique ids and titles', () => {
    expect(jobs).toHaveLength(19);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(19);
    expect(new Set(jobs.map((j) => j.title)).size).toBe(19);
  });

  it.each(jobs.map((j) => [j.title, j] as const))('%s stays within the allowed sets and range', (_title, job) => {
    expect(DEPARTMENTS).toContain(job.department);
    expect(JOB_LOCATIONS).toContain(job.location);
    expect(job.package.min).toBeGreaterThanOrEqual(PACKAGE_LPA.min);
    expect(job.package.max).toBeLessThanOrEqual(PACKAGE_LPA.max);
    expect(job.package.max).toBeGreaterThanOrEqual(job.package.min);
    if (job.experience.max !== undefined) expect(job.experience.max).toBeGreaterThan(job.experience.min);
    expect(job.datePosted).toBeInstanceOf(Date);
  });

  it('is mostly PEGA roles from Graduate Trainee to Solution Architect, plus AI Consultant and Training Program Manager', () => {
    const titles = jobs.map((j) => j.title);
    expect(titles.filter((t) => t.includes('PEGA')).length).toBeGreaterThanOrEqual(15);
    for (const title of ['PEGA Graduate Trainee', 'PEGA Solution Architect', 'AI Consultant', 'Training Program Manager']) {
      expect(titles).toContain(title);
    }
  });

  it('uses every department and both locations', () => {
    expect(new Set(jobs.map((j) => j.department))).toEqual(new Set(DEPARTMENTS));
    expect(new Set(jobs.map((j) => j.location))).toEqual(new Set(JOB_LOCATIONS));
  });

  it('reads every opening in a listed department and location', async () => {
    expect((await getJobs()).map((j) => j.department)).toEqual(
      [...jobs.map((j) => j.department)].sort((a, b) => departments.indexOf(a) - departments.indexOf(b)),
    );
  });

  it('stops the build at a department or location that is not listed, naming the list to extend', () => {
    const where = { entry: 'src/content/jobs.yaml (sales-lead)', field: 'department', list: 'departments in src/content/pages/careers.yaml' };
    expect(() => checkInList('Sales', departments, where)).toThrow(
      'src/content/jobs.yaml (sales-lead): department "Sales" is not in the list departments in src/content/pages/careers.yaml (Software Development, Consulting, Education). Add it to that list first, or correct the department.',
    );
    expect(() => checkInList('Consulting', departments, where)).not.toThrow();
  });

  it('has a schema that accepts a valid opening and rejects values out of range', () => {
    expect(schema.safeParse(validJob).success).toBe(true);
    expect(schema.safeParse({ ...validJob, package: { min: 8, max: 12 } }).success).toBe(false);
    expect(schema.safeParse({ ...validJob, package: { min: 40, max: 55 } }).success).toBe(false);
    expect(schema.safeParse({ ...validJob, package: { min: 20, max: 15 } }).success).toBe(false);
    expect(schema.safeParse({ ...validJob, salary: '10 LPA' }).success).toBe(false);
  });
});

describe('job helpers', () => {
  it('formats packages, experience and the application subject', () => {
    expect(formatPackage({ min: 10, max: 12 })).toBe('₹10–12\u00a0LPA');
    expect(formatPackage({ min: 20, max: 20 })).toBe('₹20\u00a0LPA');
    // A figure and its unit are joined by a no-break space (src/lib/typeset.ts).
    expect(formatExperience({ min: 0, max: 1 })).toBe('0–1\u00a0year');
    expect(formatExperience({ min: 4, max: 6 })).toBe('4–6\u00a0years');
    expect(formatExperience({ min: 10 })).toBe('10+\u00a0years');
    expect(applicationSubject('AI Consultant')).toBe('Application: AI Consultant');
  });

  it('converts LPA to rupees per year', () => {
    expect(lpaToInr(10)).toBe(1_000_000);
    expect(lpaToInr(12.5)).toBe(1_250_000);
    expect(lpaToInr(50)).toBe(5_000_000);
  });

  it('groups openings by department in spec order, with anchors', () => {
    const groups = groupByDepartment(jobs, departments);
    expect(groups.map((g) => g.department)).toEqual([...DEPARTMENTS]);
    expect(groups.reduce((n, g) => n + g.jobs.length, 0)).toBe(19);
    expect(departmentAnchor('Software Development')).toBe('dept-software-development');
  });

  it('addresses each card to the careers mailbox with the title in the subject', () => {
    const card = toJobCard(jobs[0]);
    expect(card.applyTo).toBe(site.careersEmail);
    expect(card.applySubject).toBe(`Application: ${jobs[0].title}`);
  });
});
