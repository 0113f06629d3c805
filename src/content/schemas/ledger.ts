import { z } from 'astro/zod';
import { cta, hero, pageCollection } from './blocks';
import { CLAIM_GROUPS, CLAIM_KINDS } from './claims';

/**
 * The public ledger of figures, /how-we-measure (src/content/pages/ledger.yaml): its words only. Its lines are the
 * claims of src/content/claims.yaml, so there is no second list to keep.
 */
const term = z.strictObject({
  id: z.string().regex(/^[a-z]+$/, 'A short lower-case name, e.g. "crore": it is the anchor (#crore)'),
  term: z.string().min(1).max(8).describe('The abbreviation as figures print it, e.g. "Cr"'),
  name: z.string().min(3).describe('The word in full, e.g. "crore"'),
  definition: z.string().min(20).describe('What it means, with a worked example: the one definition the site gives'),
});

export const ledgerPage = pageCollection('ledger', {
  hero,
  contents: z.string().min(3).describe('Names the list of sections at the top, for screen readers'),
  groups: z.strictObject(Object.fromEntries(CLAIM_GROUPS.map((g) => [g, z.string().min(3)])) as Record<(typeof CLAIM_GROUPS)[number], z.ZodString>),
  kinds: z.strictObject(Object.fromEntries(CLAIM_KINDS.map((k) => [k, z.string().min(3)])) as Record<(typeof CLAIM_KINDS)[number], z.ZodString>),
  labels: z.strictObject({
    counts: z.string(),
    base: z.string(),
    period: z.string(),
    checked: z.string(),
    method: z.string(),
    statedOn: z.string(),
    nowhere: z.string().describe('In place of the pages, for a figure no page states yet'),
  }),
  terms: z.strictObject({ title: z.string(), intro: z.string().min(20), items: z.array(term).min(1) }),
  articles: z.strictObject({ title: z.string(), body: z.string().min(20) }),
  cta,
});
