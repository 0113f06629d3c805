import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'astro/zod';

/**
 * Figures stated on more than one page (src/content/claims.yaml), each written once. Content files
 * name them as tokens (`{firstReply}`), filled at build like the identity tokens (site-text.ts).
 * Read with Node at build and test time only: nothing in the browser needs it.
 */
const claim = z.strictObject({
  value: z.string().min(1).describe('The figure as the page shows it, e.g. "4 hours" or "312%"'),
  means: z.string().min(10).describe('What the figure measures: the one definition every page keeps to'),
  statedAs: z.array(z.string()).optional().describe('Ways a page may state the claim in words, with {n} for the figure (regular expressions)'),
});

export type Claim = z.infer<typeof claim>;

// From the project root: Astro and Vitest both run there, and a bundled copy of this module may not sit beside the content.
const file = path.resolve('src/content/claims.yaml');

export const CLAIMS: Record<string, Claim> = z.record(z.string().regex(/^[a-z][A-Za-z]+$/), claim).parse(parse(readFileSync(file, 'utf8')));

/** The claims' tokens and values, for the token table. */
export const claimTokens = (): Record<string, string> => Object.fromEntries(Object.entries(CLAIMS).map(([name, c]) => [name, c.value]));
