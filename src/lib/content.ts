import { getCollection, getEntry } from 'astro:content';
import { toIndustryLinks, type IndustryLink } from './nav';
import { paths } from './routes';
import type { FooterPromo } from '@/components/site/site-footer';

/** Small accessors over the collections that pages and the layout call. */
export async function getIndustries() {
  return (await getCollection('industries')).sort((a, b) => a.data.order - b.data.order);
}

export async function getIndustryLinks(): Promise<IndustryLink[]> {
  return toIndustryLinks(await getIndustries());
}

export async function getLegalPages() {
  return getCollection('legal');
}

export async function getFooterPromos(): Promise<FooterPromo[]> {
  const promos = await getCollection('promos');
  return promos
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data }) => ({ title: data.title, body: data.body, cta: data.cta, href: paths[data.route] }));
}

// ── Plus, Edge and AI Marketplace (issue 5) ───────────────────────────────────
function required<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`src/content/pages/${file} is missing`);
  return entry;
}

export const getPlusPage = async () => required(await getEntry('plusPage', 'plus'), 'plus.yaml').data;
export const getEdgePage = async () => required(await getEntry('edgePage', 'edge'), 'edge.yaml').data;
export const getMarketplacePage = async () => required(await getEntry('marketplacePage', 'marketplace'), 'marketplace.yaml').data;

/** The marketplace tools, in the order of src/content/tools.yaml. */
export async function getTools() {
  return (await getCollection('tools')).map((entry) => entry.data);
}
