import { readFileSync } from 'node:fs';
import { getCollection, type CollectionKey } from 'astro:content';
import { parse } from 'yaml';
import { CLAIM_GROUPS } from '@/content/schemas/claims';
import { formatClaim } from '@/lib/claims';
import { formatDate } from '@/lib/format';
import { claimAnchor } from '@/lib/ledger';
import { industryPath, legalPath, paths, servicePath } from '@/lib/routes';
import { entries, page } from './collections';
import { getSocialCards } from './social-cards';

export const getLedgerPage = () => page('ledgerPage');

const TOKEN = /\{(\w+)\}/g;

/** Every token written anywhere in an entry's data (before it is filled); a closing call with `reply` states its note's. */
function tokensIn(value: unknown, reply: readonly string[], found = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const [, name] of value.matchAll(TOKEN)) found.add(name);
  else if (Array.isArray(value)) for (const item of value) tokensIn(item, reply, found);
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    if ((value as { reply?: unknown }).reply === true) for (const name of reply) found.add(name);
    // A chart or a page-top picture names the claims it draws (`claim: aiConsultingCost`).
    const drawn = (value as { claim?: unknown }).claim;
    if (typeof drawn === 'string') found.add(drawn);
    for (const item of Object.values(value)) tokensIn(item, reply, found);
  }
  return found;
}

/**
 * The pages each collection's entries print on. A collection added to src/content.config.ts needs a line here (a test
 * holds the two lists together), so the ledger's "Stated on" lists stay true; `none` for content that states no figure of its own on a page (the claims
 * themselves, the ledger, the footer promos shown on every page, the dated articles, proof drawn by others).
 */
export async function pagesOf(): Promise<Record<CollectionKey, (id: string) => string[]>> {
  const [industries, services] = await Promise.all([getCollection('industries'), getCollection('services')]);
  const none = () => [];
  const fixed = (path: string) => () => [path];
  return {
    claims: none,
    ledgerPage: none,
    promos: none,
    insights: none,
    proof: none,
    homePage: fixed(paths.home),
    trainingTiers: fixed(paths.home),
    programmeLevels: fixed(paths.home),
    globalDevelopments: fixed(paths.home),
    industries: (id) => [industryPath(id)],
    trainingPage: () => industries.map((e) => industryPath(e.id)),
    services: (id) => [servicePath(id)],
    servicePage: () => services.map((e) => servicePath(e.id)),
    edgePage: fixed(paths.edge),
    plusPage: fixed(paths.plus),
    marketplacePage: fixed(paths.marketplace),
    tools: fixed(paths.marketplace),
    aboutPage: fixed(paths.about),
    careersPage: fixed(paths.careers),
    jobs: fixed(paths.careers),
    caseStudiesPage: fixed(paths.caseStudies),
    caseStudies: fixed(paths.caseStudies),
    contactPage: fixed(paths.contact),
    insightsPage: fixed(paths.insights),
    legal: (id) => [legalPath(id)],
  };
}

/** For each claim, the pages whose content writes its token, in the order of the site's pages. */
export async function claimPages(): Promise<Map<string, string[]>> {
  const routes = await pagesOf();
  const [contact] = await getCollection('contactPage');
  const reply = [...(contact?.data.replyNote ?? '').matchAll(TOKEN)].map(([, name]) => name);
  const found = new Map<string, Set<string>>();
  for (const [collection, pagesFor] of Object.entries(routes) as [CollectionKey, (id: string) => string[]][]) {
    for (const entry of await getCollection(collection)) {
      const pages = pagesFor(entry.id);
      for (const name of tokensIn(entry.data, reply)) for (const path of pages) found.set(name, (found.get(name) ?? new Set()).add(path));
    }
  }
  const order = (await getSocialCards()).map((c) => c.path);
  return new Map([...found].map(([name, set]) => [name, [...set].sort((a, b) => order.indexOf(a) - order.indexOf(b))]));
}

/** "YYYY-MM" as "October 2026". */
const checkedIn = (asOf: string) => formatDate(new Date(`${asOf}-01T00:00:00Z`), 'month');

/** The claims in the order claims.yaml writes them (the collection comes sorted by name). */
const fileOrder = () => Object.keys(parse(readFileSync('src/content/claims.yaml', 'utf8')) as object);

/** The ledger: every claim of claims.yaml as a line in its group, in the file's order, with the pages that state it. */
export async function getLedger() {
  const [copy, claims, stated, cards] = await Promise.all([getLedgerPage(), entries('claims'), claimPages(), getSocialCards()]);
  const pageName = (path: string) =>
    path === paths.home
      ? 'Home'
      : (cards
          .find((c) => c.path === path)
          ?.section.split(' · ')
          .at(-1) ?? path);
  const order = fileOrder();
  const lines = [...claims]
    .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
    .map(({ id, data }) => ({
      id,
      anchor: claimAnchor(id),
      value: formatClaim(data),
      label: data.label,
      group: data.group,
      kind: copy.kinds[data.kind],
      means: data.means,
      base: data.base ? `${data.base.count.toLocaleString('en-IN')} ${data.base.of}` : undefined,
      period: data.period,
      method: data.basis,
      checked: checkedIn(data.asOf),
      pages: (stated.get(id) ?? []).map((path) => ({ path, name: pageName(path) })),
    }));
  return {
    copy,
    lines,
    groups: CLAIM_GROUPS.map((group) => ({ id: group, title: copy.groups[group], lines: lines.filter((l) => l.group === group) })).filter(
      (g) => g.lines.length,
    ),
  };
}

export type Ledger = Awaited<ReturnType<typeof getLedger>>;
export type LedgerLine = Ledger['lines'][number];

/** One shared definition of a term the figures use (crore, lakh, LPA), from the ledger's words. */
export async function getTerm(id: string) {
  const term = (await getLedgerPage()).terms.items.find((t) => t.id === id);
  if (!term) throw new Error(`src/content/pages/ledger.yaml: no term "${id}" under terms.items`);
  return term;
}
