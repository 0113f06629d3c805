import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { file, glob } from 'astro/loaders';
import { home } from './content/schemas/home';
import { servicePages } from './content/schemas/services';
import { offerings } from './content/schemas/offerings';
import { company } from './content/schemas/company';
import { withCopy } from './content/schemas/shared';

/*
 * Every content collection. The site-wide ones are defined here; each page family's collections are
 * defined in src/content/schemas/<family>.ts. Editors: the `.describe()` notes say what each field is
 * for; a build fails with the field's name when an entry does not fit.
 */

// ── Foundation ────────────────────────────────────────────────────────────────
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z
    .object({
      title: z.string().min(5).max(80),
      description: z.string().min(15).max(160),
      updated: z.coerce.date().describe('Date shown as "Last updated"'),
      precision: z.enum(['day', 'month']).default('day').describe('month shows "December 2024"; day shows "1 January 2025"'),
      summary: z.string().min(15).describe('One or two sentences under the page heading'),
    })
    .strict(),
});

const promos = defineCollection({
  loader: file('./src/content/promos.yaml'),
  schema: z
    .object({
      id: z.string(),
      order: z.number().int(),
      route: z.enum(['marketplace', 'plus', 'edge']).describe('Which page the promo links to'),
      title: z.string(),
      body: z.string().min(20),
      cta: z.string(),
    })
    .strict(),
});

const foundation = { legal, promos };

const all = { ...foundation, ...home, ...servicePages, ...offerings, ...company };

/** Tokens a route or island fills itself: the industry pages name their sector, the marketplace counts its tools. */
const routeTokens: Partial<Record<keyof typeof all, string[]>> = {
  trainingPage: ['sector'],
  marketplacePage: ['shown', 'total', 'rating'],
};

/** Site tokens and typesetting for every collection (withCopy, src/content/schemas/shared.ts). */
export const collections = Object.fromEntries(
  Object.entries(all).map(([name, collection]) => {
    const { schema } = collection;
    if (typeof schema === 'function') throw new Error(`Collection ${name}: give it a plain zod schema, so withCopy can typeset it`);
    return [name, { ...collection, schema: schema && withCopy(schema, routeTokens[name as keyof typeof all]) }];
  }),
) as typeof all;
