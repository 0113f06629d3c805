import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { CLAIM_UNITS } from '@/lib/claims';

/**
 * Figures the site states on more than one page (src/content/claims.yaml), each written once as a
 * number and its unit. Pages write the claim's name as a token (`{clients}`) and print the figure
 * made from the number (src/lib/claims.ts); a chart computes with the number itself.
 */
const about = {
  means: z.string().min(10).describe('What the figure measures: the one definition every page keeps to'),
  basis: z.string().min(20).describe('What it rests on: who or what was counted, over what period'),
  asOf: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Write the month the figure was last checked as YYYY-MM, e.g. 2026-10')
    .describe('When the figure was last checked against our records (YYYY-MM); the build warns once it is a year old'),
  statedAs: z
    .array(z.string())
    .optional()
    .describe(
      'Ways a page may state the claim in words, with {n} for the figure (regular expressions): a test fails if a page states it with another figure',
    ),
};

const claim = z.union([
  z.strictObject({
    amount: z.number().positive().describe('The number, e.g. 312 for "312%" or 5.2 for "₹5.2Cr"'),
    unit: z.enum(CLAIM_UNITS).describe(`How it is written: ${CLAIM_UNITS.join(', ')}`),
    orMore: z.boolean().optional().describe('true for "at least": 200 becomes "200+"'),
    ...about,
  }),
  z.strictObject({ text: z.string().min(1).describe('A claim that is not a number, e.g. "24/7"'), ...about }),
]);

export const claimCollections = { claims: defineCollection({ loader: file('./src/content/claims.yaml'), schema: claim }) };
