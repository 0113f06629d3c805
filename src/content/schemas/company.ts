import { defineCollection, reference } from 'astro:content';
import { z } from 'astro/zod';
import { file, glob } from 'astro/loaders';
import { DEPARTMENTS, EMPLOYMENT_TYPES, JOB_LOCATIONS, PACKAGE_LPA } from '@/lib/jobs';
import { icon, pageCollection, yamlGlob } from './shared';

/** Collections behind About, Careers, Insights, Case Studies and Contact (issue 6). */
/** Copy; it may name the company through `{name}`, `{formerName}` … tokens (filled by withCopy, shared.ts). */
const siteText = z.string().min(1);

const stat = z
  .object({
    value: z.coerce.string().describe('The figure as printed, e.g. "94%" or "₹2.5L"'),
    label: z.string(),
    description: z.string().optional(),
  })
  .strict();

const intro = {
  eyebrow: z.string().optional(),
  title: siteText.describe('Section heading (h2)'),
  intro: siteText.optional().describe('One or two sentences under the heading'),
};

const hero = z.object({ eyebrow: siteText, title: siteText, lead: siteText }).strict();
const cta = z.object({ title: siteText, body: siteText, label: z.string().describe('Button text; the button opens the intake form in a new tab') }).strict();
const card = z.object({ icon: icon, title: z.string(), description: siteText }).strict();

/** One-off page copy (`src/content/pages/<name>.yaml`) with the shared hero. */
const pageCopy = <T extends z.ZodRawShape>(name: string, sections: T) => pageCollection(name, { hero, ...sections });

const jobs = defineCollection({
  loader: file('./src/content/jobs.yaml'),
  schema: z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/).describe('Stable kebab-case id; used as the card anchor'),
      title: z.string().min(5).max(80),
      department: z.enum(DEPARTMENTS).describe(`One of: ${DEPARTMENTS.join(', ')}`),
      location: z.enum(JOB_LOCATIONS).describe(`Exactly one of: ${JOB_LOCATIONS.join(' | ')}`),
      experience: z
        .object({ min: z.number().int().min(0), max: z.number().int().positive().optional() })
        .strict()
        .refine((e) => e.max === undefined || e.max > e.min, 'experience.max must be greater than experience.min')
        .describe('Years of experience; leave out max for "N+ years"'),
      package: z
        .object({ min: z.number().min(PACKAGE_LPA.min).max(PACKAGE_LPA.max), max: z.number().min(PACKAGE_LPA.min).max(PACKAGE_LPA.max) })
        .strict()
        .refine((p) => p.max >= p.min, 'package.max must not be below package.min')
        .describe(`Yearly package in LPA (lakhs of rupees per annum), within ${PACKAGE_LPA.min}-${PACKAGE_LPA.max}`),
      employmentType: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
      datePosted: z.coerce.date(),
      description: z.string().min(60).max(320).describe('Two sentences: what the role does and who fits it'),
      skills: z.array(z.string()).min(2).max(5).describe('Short skill tags shown on the card'),
    })
    .strict(),
});

const insights = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/insights' }),
  schema: z
    .object({
      title: z.string().min(10).max(70).describe('Article headline and page title (the brand is appended)'),
      description: z.string().min(50).max(160).describe('Card summary and meta description'),
      category: z.string().max(30),
      date: z.coerce.date().describe('Publication date'),
      readTime: z.number().int().min(1).max(15).describe('Minutes; about words / 200'),
      impact: z.string().max(40).describe('The headline figure on the card, e.g. "4.2x learning velocity"'),
    })
    .strict(),
});

const caseStudies = defineCollection({
  loader: yamlGlob('case-studies'),
  schema: z
    .object({
      title: z.string().min(10).max(90),
      order: z.number().int().min(1),
      industry: reference('industries').describe('File name of the industry, e.g. bfsi'),
      company: z.string().describe('Anonymised company type, e.g. "Tier-1 private bank"; never a real client name'),
      challenge: z.string().min(60),
      solution: z.string().min(60),
      results: z.array(stat).length(4, 'Each case study has exactly four results'),
      timeline: z.string().describe('Length of the engagement, e.g. "6 months"'),
      services: z.array(z.string()).min(1).max(4).describe('What we delivered, as short tags'),
    })
    .strict(),
});

const timelineItem = z.object({ year: z.number().int(), title: siteText, description: siteText }).strict();

const aboutPage = pageCopy('about', {
  highlights: z.array(stat).min(3).max(4),
  founder: z
    .object({
      ...intro,
      name: z.string().describe('Shown under the monogram; the monogram uses the initials'),
      role: siteText,
      bio: z.array(siteText).min(2).describe('Paragraphs'),
      quote: siteText.optional(),
      profileLabel: z.string().describe('Button that opens the founder profile URL from site.ts'),
    })
    .strict(),
  mission: z.object({ ...intro, statement: siteText, values: z.array(card).min(3).max(4) }).strict(),
  heritage: z
    .object({ ...intro, headline: z.string(), story: z.array(siteText).min(2), pillars: z.array(card).length(3), clients: stat })
    .strict(),
  timeline: z
    .object({ ...intro, items: z.array(timelineItem) })
    .strict()
    .refine(
      (t) => t.items.map((i) => i.year).join() === '2019,2020,2021,2022,2023,2024',
      'The timeline has one entry per year from 2019 to 2024, in order',
    ),
  sectors: z
    .object({
      ...intro,
      items: z
        .array(
          z
            .object({
              sector: z.string(),
              icon: icon,
              description: siteText,
              metrics: z.object({ impact: z.string(), completion: z.number().int().min(0).max(100), growth: z.string() }).strict(),
            })
            .strict(),
        )
        .length(3),
      labels: z.object({ impact: z.string(), completion: z.string(), growth: z.string() }).strict(),
    })
    .strict(),
  cta,
});

const careersPage = pageCopy('careers', {
  browseLabel: z.string(),
  culture: z.object({ ...intro, metrics: z.array(stat).length(4) }).strict(),
  perks: z.object({ ...intro, items: z.array(card).min(3).max(6) }).strict(),
  openings: z
    .object({
      ...intro,
      filterLabel: z.string(),
      allLabel: z.string(),
      packageNote: z.object({ before: z.string(), after: z.string() }).strict().describe('Sentence around the LPA term'),
      lpa: z.object({ term: z.string(), definition: z.string() }).strict(),
      labels: z.object({ apply: z.string(), experience: z.string(), location: z.string(), package: z.string(), type: z.string(), posted: z.string() }).strict(),
    })
    .strict(),
  process: z.object({ ...intro, steps: z.array(z.object({ title: z.string(), description: siteText, duration: z.string().optional() }).strict()).min(3) }).strict(),
  cta,
});

const insightsPage = pageCopy('insights', {
  research: z.object({ ...intro, metrics: z.array(stat).length(4) }).strict(),
  list: z
    .object({
      ...intro,
      labels: z.object({ read: z.string(), share: z.string(), copied: z.string(), copyFailed: z.string(), impact: z.string(), minutes: z.string() }).strict(),
    })
    .strict(),
  article: z.object({ back: z.string(), breadcrumb: z.string().describe("Screen-reader name of the breadcrumb trail"), cta }).strict(),
  cta,
});

const caseStudiesPage = pageCopy('case-studies', {
  metrics: z.object({ ...intro, items: z.array(stat).length(4) }).strict(),
  studies: z
    .object({
      ...intro,
      labels: z.object({ industry: z.string(), company: z.string(), timeline: z.string(), challenge: z.string(), solution: z.string(), results: z.string() }).strict(),
    })
    .strict(),
  cta,
});

const contactPage = pageCopy('contact', {
  methods: z
    .object({
      ...intro,
      items: z
        .array(
          z
            .object({
              kind: z.enum(['call', 'email', 'booking']).describe('call → phone from site.ts; email → email from site.ts; booking → booking form'),
              icon: icon,
              title: z.string(),
              detail: z.string().optional().describe('Only for booking; call and email show the number and address from site.ts'),
              description: siteText,
              action: z.string().describe('Button text'),
            })
            .strict(),
        )
        .length(3),
    })
    .strict(),
  commitments: z.object({ ...intro, items: z.array(stat.extend({ icon: icon }).strict()).length(4) }).strict(),
  office: z.object({ ...intro, addressLabel: z.string(), hoursLabel: z.string(), phoneLabel: z.string(), emailLabel: z.string() }).strict(),
  facts: z.object({ ...intro, items: z.array(stat).length(4) }).strict(),
  cta,
});

export const company = { jobs, insights, caseStudies, aboutPage, careersPage, insightsPage, caseStudiesPage, contactPage };
