import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { CLAIM_UNITS } from '@/lib/claims';

/**
 * Figures the site states on more than one page (src/content/claims.yaml), each written once as a
 * number and its unit. Pages write the claim's name as a token (`{clients}`) and print the figure
 * made from the number (src/lib/claims.ts); a chart computes with the number itself.
 */
/** The ledger's sections (/how-we-measure), in order; their titles are in src/content/pages/ledger.yaml. */
export const CLAIM_GROUPS = ['answer', 'start', 'clients', 'training', 'returns', 'services', 'campus', 'products', 'people', 'sectors'] as const;
/** What a figure is: a result we measured, a projection, a service standard we keep, or a term we sign. */
export const CLAIM_KINDS = ['measured', 'modelled', 'standard', 'contract'] as const;

const about = {
  label: z.string().min(5).max(80).describe('Its name on the public ledger, e.g. "Five-year return on an AI consulting engagement"'),
  group: z.enum(CLAIM_GROUPS).describe(`Its section on the ledger: ${CLAIM_GROUPS.join(', ')}`),
  kind: z
    .enum(CLAIM_KINDS)
    .describe('measured (a result), modelled (a projection), standard (a service standard we keep) or contract (a term we sign)'),
  means: z.string().min(10).describe('What the figure measures: the one definition every page keeps to'),
  base: z
    .strictObject({
      count: z.number().int().positive().describe('How many, e.g. 9'),
      of: z.string().min(3).describe('Of what, e.g. "engagements live five years or more"'),
    })
    .optional()
    .describe('For an average or a share: how many things it was counted over'),
  period: z.string().min(3).describe('The period it covers, e.g. "Go-live 2020 to October 2021" or "Programmes since 2022"'),
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
