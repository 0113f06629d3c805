import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { cta, figure, hero, pageCollection, section } from './blocks';

/** Insights: the articles (src/content/insights/*.md) and the list page's copy. */

const insights = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/insights' }),
  schema: z.strictObject({
    title: z.string().min(10).max(70).describe('Article headline and page title (the brand is appended)'),
    description: z.string().min(50).max(160).describe('Card summary and meta description'),
    category: z.string().max(30),
    date: z.coerce.date().describe('Publication date'),
    readTime: z.number().int().min(1).max(15).describe('Minutes; about words / 200'),
    impact: z.string().max(40).describe('The headline figure on the card, e.g. "4.2x learning velocity"'),
  }),
});

const insightsPage = pageCollection('insights', {
  hero,
  research: section({ items: z.array(figure).length(4) }),
  list: section({
    labels: z.strictObject({
      read: z.string(),
      share: z.string(),
      copied: z.string(),
      copyFailed: z.string(),
      impact: z.string(),
      minutes: z.string(),
    }),
  }),
  article: z.strictObject({ back: z.string(), breadcrumb: z.string().describe('Screen-reader name of the breadcrumb trail'), cta }),
  cta,
});

export const insightCollections = { insights, insightsPage };
