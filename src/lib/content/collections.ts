import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { formatClaim } from '@/lib/claims';
import { fillCopy, fillTokens, nameClaims } from '@/lib/copy';
import { IDENTITY_TOKENS } from '@/lib/site-text';

/** The single entry of a page-copy collection (src/content/pages/<name>.yaml). */
export async function page<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>['data']> {
  const [entry] = await entries(collection);
  if (!entry) throw new Error(`The content of collection "${collection}" is missing (see src/content.config.ts)`);
  return entry.data;
}

/** Tokens a route fills itself: the industry pages name their sector, the marketplace counts its tools. */
const ROUTE_TOKENS: Partial<Record<CollectionKey, readonly string[]>> = {
  trainingPage: ['sector'],
  marketplacePage: ['shown', 'total', 'rating'],
  careersPage: ['openings'],
};

/** A warning (the build still succeeds) for each claim last checked more than a year before `today`. */
export function staleClaimWarnings(claims: { id: string; data: { asOf: string } }[], today = new Date()): string[] {
  const yearAgo = `${today.getUTCFullYear() - 1}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
  return claims
    .filter((c) => c.data.asOf < yearAgo)
    .map((c) => `[claims] "${c.id}" was last checked in ${c.data.asOf}: check it against our records and update asOf in src/content/claims.yaml.`);
}

let warned = false;

async function copyTokens(): Promise<Record<string, string>> {
  const claims = await getCollection('claims');
  if (!warned) for (const line of staleClaimWarnings(claims)) console.warn(line);
  warned = true;
  return { ...IDENTITY_TOKENS, ...Object.fromEntries(claims.map((c) => [c.id, formatClaim(c.data)])) };
}

const claimNames = async () => new Set((await getCollection('claims')).map((c) => c.id));

/** Keyed by collection, id, content digest and token values, so a changed file or figure misses. */
const filled = new Map<string, unknown>();

/** Every entry of a collection, tokens filled and prose typeset at read time, so the content cache is never stale. */
export async function entries<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>[]> {
  const [list, tokens, claims] = await Promise.all([getCollection(collection), copyTokens(), claimNames()]);
  // The claims are what tokens are made of; their patterns hold `{n}`.
  if (collection === 'claims') return list;
  const values = Object.values(tokens).join('\u0000');
  return list.map((entry) => {
    const key = `${collection}\u0000${entry.id}\u0000${entry.digest ?? JSON.stringify(entry.data)}\u0000${values}`;
    if (!filled.has(key)) {
      const where = entry.filePath ?? `src/content (${collection} "${entry.id}")`;
      // A figure that prints a claim names it (`claim`), so it links to its line on the ledger.
      filled.set(key, { ...entry, data: fillCopy(nameClaims(entry.data, claims), { tokens, keep: ROUTE_TOKENS[collection], where }) });
    }
    return filled.get(key) as CollectionEntry<C>;
  });
}

/** Stops the build when an entry names a value (a job's department, a tool's category) missing from its list. */
export function checkInList(value: string, list: readonly string[], where: { entry: string; field: string; list: string }) {
  if (!list.includes(value))
    throw new Error(
      `${where.entry}: ${where.field} "${value}" is not in the list ${where.list} (${list.join(', ')}). Add it to that list first, or correct the ${where.field}.`,
    );
}

/** A Markdown entry's body as HTML, with its tokens (`{email}`) filled. */
export async function bodyHtml(entry: { rendered?: { html: string } }): Promise<string> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const tokens = Object.fromEntries(Object.entries(await copyTokens()).map(([name, value]) => [name, escape(value)]));
  return fillTokens(entry.rendered?.html ?? '', tokens);
}

type OrderedKey = { [C in CollectionKey]: CollectionEntry<C>['data'] extends { order: number } ? C : never }[CollectionKey];

export async function ordered<C extends OrderedKey>(collection: C): Promise<CollectionEntry<C>[]> {
  const order = (e: CollectionEntry<C>) => (e.data as { order: number }).order;
  return (await entries(collection)).sort((a, b) => order(a) - order(b));
}
