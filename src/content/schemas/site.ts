import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** What every page shares: the policies (Markdown) and the footer promos. */

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.strictObject({
    label: z.string().min(3).max(30).describe('Its name in the footer, e.g. "Privacy Policy"'),
    order: z.number().int().min(1).describe('Place in the footer list, 1 first'),
    title: z.string().min(5).max(80),
    description: z.string().min(15).max(160),
    updated: z.coerce.date().describe('Date shown as "Last updated"'),
    precision: z.enum(['day', 'month']).default('day').describe('month shows "December 2024"; day shows "1 January 2025"'),
    summary: z.string().min(15).describe('One or two sentences under the page heading'),
  }),
});

const promos = defineCollection({
  loader: file('./src/content/promos.yaml'),
  schema: z.strictObject({
    id: z.string(),
    order: z.number().int(),
    route: z.enum(['marketplace', 'plus', 'edge']).describe('Which page the promo links to'),
    title: z.string(),
    body: z.string().min(20),
    cta: z.string(),
  }),
});

export const siteCollections = { legal, promos };
