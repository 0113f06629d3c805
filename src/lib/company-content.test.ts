import { durationText } from '@/lib/duration';
import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/components/about/founder-portrait';
import { promisedHours, stepDay } from '@/components/visuals/company-art';
import {
  expiredJobWarnings,
  firstCuts,
  getAboutPage,
  getCareersPage,
  getCaseStudies,
  getCaseStudiesPage,
  getContactPage,
  getJobs,
} from './content/company';
import { getInsightArchive, getInsightsPage } from './content/insights';
import { site } from './site';
import { plainText } from './typeset';

const words = (markdown: string) =>
  markdown
    .replace(/[#*_>`-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
const values = (stats: { value: string }[]) => stats.map((s) => s.value);

describe('insights', async () => {
  const entries = await getCollection('insights');

  it('has at least the four articles of the launch', () => expect(entries.length).toBeGreaterThanOrEqual(4));

  it.each(entries.map((e) => [e.id, e] as const))('%s is 600-1,000 words with a matching read time', (_id, entry) => {
    const count = words(entry.body ?? '');
    expect(count).toBeGreaterThanOrEqual(600);
    expect(count).toBeLessThanOrEqual(1000);
    expect(Math.abs(entry.data.readTime - count / 200)).toBeLessThanOrEqual(1);
    expect(entry.body).not.toMatch(/lorem|TODO|TBD/i);
    // Headings inside the article start at h2: the page's h1 is the title.
    expect(entry.body).not.toMatch(/^# /m);
  });

  it('are listed newest first with unique categories and paths under /insights', async () => {
    const list = (await getInsightArchive()).insights;
    const dates = list.map((i) => i.summary.dateIso);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(list.map((i) => i.summary.category)).size).toBe(4);
    for (const { summary } of list) {
      expect(summary.path).toBe(`/insights/${summary.slug}`);
      expect(summary.url).toBe(`${site.url}/insights/${summary.slug}`);
      expect(summary.readTime).toMatch(/^\d+ min read$/);
    }
  });
});

describe('case studies', async () => {
  const studies = await getCaseStudies();

  it('has three, each with four results and a resolved industry', () => {
    expect(studies).toHaveLength(3);
    for (const study of studies) {
      expect(study.results).toHaveLength(4);
      expect(study.industry.href).toMatch(/^\/training\/[a-z]+$/);
      expect(durationText(study.timeline)).toMatch(/\d+ months?/);
    }
  });
});

describe('the page-top pictures read their numbers from the content', () => {
  it('case studies: each study cuts what it measures, and its first cut is drawn (turnaround 70%, grievances 39%, downtime 41%)', async () => {
    const studies = await getCaseStudies();
    for (const study of studies) {
      const changes = study.results.flatMap((r) => (r.change ? [r.change] : []));
      expect(changes.length, study.id).toBeGreaterThan(0);
      for (const change of changes) expect(change.to, `${study.id}: ${change.what}`).toBeLessThan(change.from);
    }
    expect(firstCuts(studies)).toEqual([
      { what: 'Loan turnaround', percent: 70 },
      { what: 'Grievance resolution', percent: 39 },
      { what: 'Unplanned downtime', percent: 41 },
    ]);
    // The before and after agree with the result's own sentence.
    const loan = studies[0].results[0];
    expect(plainText(loan.description ?? '')).toContain(`${loan.change!.from} days to ${loan.change!.to} days`);
  });

  it('careers: the hiring steps fall on days of a calendar, the offer at the end of week 3', async () => {
    const { process } = await getCareersPage();
    const days = process.steps.reduce<number[]>((list, s) => [...list, stepDay(s.duration, list.at(-1) ?? 1)], []);
    expect(days).toEqual([1, 7, 14, 21]);
    expect(stepDay(undefined, 5)).toBe(5);
  });

  it('contact: the promises are times, in hours until the contract and then in days', async () => {
    const { commitments } = await getContactPage();
    expect(commitments.items.map((c) => promisedHours(plainText(c.value)))).toEqual([4, 24, 48, 168]);
    expect(commitments.items.map((c) => c.short)).toEqual(['Reply', 'Call', 'Proposal', 'Kickoff']);
    expect(() => promisedHours('Soon')).toThrow(/no number and unit/);
  });

  it('about: the founder is set as his initials until a photograph is added', async () => {
    const { founder } = await getAboutPage();
    expect(founder.photo).toBeUndefined();
    expect(initialsOf(founder.name)).toBe('AK');
    expect(initialsOf('Ravi Shankar Rao')).toBe('RR');
    expect(initialsOf('Madhu')).toBe('M');
  });
});

describe('page copy', () => {
  it('about: founder, timeline 2019-2024 with the former name and the rebrand, then the years since, sectors 95/92/88', async () => {
    const about = await getAboutPage();
    expect(about.founder.name).toMatch(/\w+ \w+/);
    const years = about.timeline.items.map((i) => i.year);
    expect(years.slice(0, 6)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    expect(about.timeline.items[0].title).toContain(site.formerName);
    expect(about.timeline.items.find((i) => i.year === site.rebrandYear)!.title).toContain(site.name);
    expect(about.sectors.items.map((s) => [s.sector, s.metrics.completion])).toEqual([
      ['Government', 95],
      ['Corporate', 92],
      ['Retail', 88],
    ]);
    expect(about.heritage.headline).toBe('Software Development Redefined');
    expect(about.heritage.clients.value).toBe('200+');
    expect(JSON.stringify(about)).not.toMatch(/\{\w+\}/);
  });

  it('careers: the four culture metrics', async () => {
    const careers = await getCareersPage();
    expect(values(careers.culture.items)).toEqual(['₹2.5L', '3.2x', '4.8/5', '94%']);
    expect(careers.openings.labels.apply).toBe('Apply Now');
    expect(careers.cta.label).toBe('Join Our Team');
  });

  it('insights and case studies: four metrics and the spec button labels', async () => {
    const insights = await getInsightsPage();
    expect(insights.research.items).toHaveLength(4);
    expect(insights.list.labels).toMatchObject({ read: 'Read Full Insight', share: 'Share' });
    expect(insights.cta.label).toBe('Subscribe to Insights');
    const cases = await getCaseStudiesPage();
    expect(cases.metrics.items).toHaveLength(4);
    expect(cases.cta.label).toBe('Start Your Transformation');
  });

  it('contact: response commitments, quick facts and a description promising 4 hours', async () => {
    const contact = await getContactPage();
    expect(plainText(contact.seo.description)).toMatch(/under 4 hours/);
    const commitments = plainText(JSON.stringify(contact.commitments.items)).toLowerCase();
    for (const phrase of [
      'under 4 hours',
      'free 30-minute consultation',
      'meeting within 24 hours',
      'proposal within 48 hours',
      'Kickoff 1 week after contract',
    ]) {
      expect(commitments).toContain(phrase.toLowerCase());
    }
    expect(values(contact.facts.items)).toEqual(['100+', '96%', '278%', '₹4.2Cr']);
    expect(contact.methods.items.map((m) => m.kind)).toEqual(['call', 'email', 'booking']);
    expect(contact.methods.items.at(-1)!.action).toBe('Book Now');
    expect(contact.cta.label).toBe('Start Your Consultation');
  });
});

describe('job openings stay current', () => {
  it('every opening carries a closing date after its posting date', async () => {
    for (const job of await getJobs()) expect(job.validThrough.getTime(), job.id).toBeGreaterThan(job.datePosted.getTime());
  });

  it('the build warns about an opening past its closing date, and only about that one', () => {
    const jobs = [
      { id: 'open-role', validThrough: new Date('2027-01-31') },
      { id: 'closed-role', validThrough: new Date('2026-10-31') },
    ];
    const warnings = expiredJobWarnings(jobs, new Date('2026-11-25'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/closed-role.*2026-10-31/);
  });

  it('no copy names a graduation year or a date that will pass', async () => {
    for (const job of await getJobs()) expect(job.description, job.id).not.toMatch(/\b20\d\d\b/);
  });
});
