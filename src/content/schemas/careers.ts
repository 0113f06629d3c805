import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { EMPLOYMENT_TYPES, PACKAGE_LPA } from '@/lib/jobs';
import { CLOSES_AFTER_OPENS, closesAfterOpens } from '@/lib/job-dates';
import { card, cta, figure, hero, pageCollection, section, step } from './blocks';

/** Careers: the openings (src/content/jobs.yaml) and the page copy (src/content/pages/careers.yaml). */

/** A package figure, in LPA: the form and the build refuse one outside the range in the same words. */
const lpa = z.number().min(PACKAGE_LPA.min, PACKAGE_LPA.message).max(PACKAGE_LPA.max, PACKAGE_LPA.message);

const jobs = defineCollection({
  loader: file('./src/content/jobs.yaml'),
  schema: z
    .strictObject({
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .describe('Stable kebab-case id; used as the card anchor'),
      title: z.string().min(5).max(80),
      department: z
        .string()
        .describe(
          'One of the departments of the careers page (src/content/pages/careers.yaml; in the editor, Page copy › Careers): add a new one there first',
        )
        .meta({ editor: { oneOf: { collection: 'careersPage', field: 'departments' } } }),
      location: z
        .string()
        .describe(
          'One of the offices of the careers page (src/content/pages/careers.yaml; in the editor, Page copy › Careers), e.g. "Hyderabad / Remote"',
        )
        .meta({ editor: { oneOf: { collection: 'careersPage', field: 'locations.name' } } }),
      experience: z
        .strictObject({ min: z.number().int().min(0), max: z.number().int().positive().optional() })
        .refine((e) => e.max === undefined || e.max > e.min, 'experience.max must be greater than experience.min')
        .describe('Years of experience; leave out max for "N+ years"'),
      package: z
        .strictObject({ min: lpa, max: lpa })
        .refine((p) => p.max >= p.min, 'package.max must not be below package.min')
        .describe(`Yearly package in LPA (lakhs of rupees per annum), within ${PACKAGE_LPA.min}-${PACKAGE_LPA.max}`),
      employmentType: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
      datePosted: z.coerce.date().describe('When the role was first posted (YYYY-MM-DD)'),
      validThrough: z.coerce.date().describe('Last day to apply (YYYY-MM-DD); the build warns once it has passed'),
      description: z.string().min(60).max(320).describe('Two sentences: what the role does and who fits it'),
      skills: z.array(z.string()).min(2).max(5).describe('Short skill tags shown on the card'),
    })
    .refine(closesAfterOpens, { message: CLOSES_AFTER_OPENS, path: ['validThrough'] }),
});

const careersPage = pageCollection('careers', {
  hero,
  browseLabel: z.string().describe('The page-top button that jumps to the openings, e.g. "See Open Positions"'),
  week: z.string().describe('The word for a week in the page-top picture, which numbers the weeks ("Week 1")'),
  departments: z.array(z.string().min(2)).min(1).describe('The departments a job opening names, in the order the page lists them'),
  locations: z
    .array(
      z.strictObject({
        name: z.string().min(2).describe('As a job opening names it and the page prints it, e.g. "Hyderabad / Remote"'),
        city: z.string().min(2).describe('The city of the office, for search engines'),
        remote: z.boolean().default(false).describe('true when the role can be done remotely from anywhere in India'),
      }),
    )
    .min(1)
    .describe('The locations a job opening names'),
  culture: section({ items: z.array(figure).min(3).max(4) }),
  perks: section({
    items: z
      .array(card.omit({ icon: true }))
      .min(3)
      .max(6)
      .describe('What a joiner can count on, as columns under a rule (no icons: the list is the page)'),
  }),
  openings: section({
    filterLabel: z.string(),
    allLabel: z.string(),
    packageNote: z.strictObject({ before: z.string(), after: z.string() }).describe('Sentence around the LPA term'),
    lpa: z
      .string()
      .regex(/^[a-z]+$/)
      .describe("The packages' abbreviation, by its name on the ledger (lpa): its one definition is in pages/ledger.yaml"),
    labels: z.strictObject({
      apply: z.string(),
      details: z.string().describe('The summary that opens a row in place, e.g. "Details"'),
      department: z.string(),
      skills: z.string(),
      experience: z.string(),
      location: z.string(),
      package: z.string(),
      posted: z.string(),
      closes: z.string().describe('Before the closing date, e.g. "Apply by"'),
    }),
  }),
  process: section({ steps: z.array(step).min(3) }),
  cta,
});

export const careersCollections = { jobs, careersPage };
