import { defineCollection, reference } from 'astro:content';
import { z } from 'astro/zod';
import { cta, figure, figureRow, hero, pageCollection, section, yamlGlob } from './blocks';

/** Case studies (one file each in src/content/case-studies/) and the page's copy. */

const caseStudies = defineCollection({
  loader: yamlGlob('case-studies'),
  schema: z.strictObject({
    title: z.string().min(10).max(90),
    order: z.number().int().min(1),
    industry: reference('industries').describe('File name of the industry, e.g. bfsi'),
    company: z.string().describe('Anonymised company type, e.g. "Tier-1 private bank"; never a real client name'),
    challenge: z.string().min(60),
    solution: z.string().min(60),
    results: z.array(figure).min(2, 'A case study shows at least two results').max(6, 'A case study shows at most six results'),
    timeline: z.string().describe('Length of the engagement, e.g. "6 months"'),
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
    }),
  }),
  cta,
});

export const caseStudyCollections = { caseStudies, caseStudiesPage };
