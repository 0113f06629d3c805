import { defineCollection, reference } from 'astro:content';
import { z } from 'astro/zod';
import { cta, duration, figure, figureRow, hero, pageCollection, section, yamlGlob } from './blocks';

/** Case studies (one file each in src/content/case-studies/) and the page's copy. */

const caseStudies = defineCollection({
  loader: yamlGlob('case-studies'),
  schema: z.strictObject({
    title: z.string().min(10).max(90),
    order: z.number().int().min(1),
    industry: reference('industries')
      .describe('The industry the study belongs to (saved as its file name, e.g. bfsi)')
      .meta({ editor: { oneOf: { collection: 'industries' } } }),
    company: z.string().describe('Anonymised company type, e.g. "Tier-1 private bank"; never a real client name'),
    challenge: z.string().min(60),
    solution: z.string().min(60),
    results: z
      .array(
        figure.extend({
          change: z
            .strictObject({
              what: z.string().min(3).describe('What was measured, e.g. "Loan turnaround"'),
              from: z.number().positive().describe('Its level before'),
              to: z.number().min(0).describe('Its level after'),
              unit: z.string().min(1).describe('The unit of both, e.g. "days"; "%" for a level given as a share of the level before (from: 100)'),
            })
            .refine((c) => c.to < c.from, 'A change drawn as before and after is a cut: "to" is below "from"')
            .optional()
            .describe('The before and after this result measures, drawn beside it; the first in each study is also drawn at the page top'),
        }),
      )
      .min(2, 'A case study shows at least two results')
      .max(6, 'A case study shows at most six results'),
    timeline: duration.describe('Length of the engagement, e.g. { from: 6, unit: month } for "6 months"'),
    year: z.number().int().min(2019).max(2100).describe('The year the engagement finished, printed after its length ("6 months, 2023")'),
    services: z.array(z.string()).min(1).max(4).describe('What we delivered, as short tags'),
  }),
});

const caseStudiesPage = pageCollection('case-studies', {
  hero,
  metrics: section({ items: figureRow }),
  studies: section({
    labels: z.strictObject({
      industry: z.string(),
      company: z.string(),
      timeline: z.string(),
      challenge: z.string(),
      solution: z.string(),
      results: z.string(),
      before: z.string(),
      after: z.string(),
    }),
  }),
  cta,
});

export const caseStudyCollections = { caseStudies, caseStudiesPage };
