import { getCollection, getEntry } from 'astro:content';
import { toIndustryLinks, type IndustryLink } from './nav';
import { paths, SERVICE_SLUGS, type ServiceSlug } from './routes';
import type { FooterPromo } from '@/components/site/site-footer';
import type { IndustryCardData } from '@/components/home/types';

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

// ── Home page ──────────────────────────────────────────────────────────────
export async function getHomePage() {
  const entry = await getEntry('homePage', 'home');
  if (!entry) throw new Error('src/content/pages/home.yaml is missing');
  return entry.data;
}

export async function getTrainingTiers() {
  return (await getCollection('trainingTiers')).map((e) => e.data).sort((a, b) => a.order - b.order);
}

export async function getProgrammeLevels() {
  return (await getCollection('programmeLevels')).map((e) => e.data).sort((a, b) => a.order - b.order);
}

/** Newest first. */
export async function getGlobalDevelopments() {
  return (await getCollection('globalDevelopments')).map((e) => e.data).sort((a, b) => b.date.localeCompare(a.date));
}

/** The industry records as the home page's cards show them. */
export async function getIndustryCards(): Promise<IndustryCardData[]> {
  return (await getIndustries()).map(({ id, data }) => ({
    slug: id,
    name: data.name,
    shortName: data.shortName,
    description: data.description,
    colour: data.colour,
    headline: data.stats.headline,
    satisfaction: data.stats.satisfaction,
  }));
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

/** The six service pages in SERVICE_SLUGS order; a file whose name is not a known slug fails the build. */
export async function getServicePages() {
  const entries = await getCollection('services');
  for (const entry of entries) {
    if (!SERVICE_SLUGS.includes(entry.id as ServiceSlug)) {
      throw new Error(`src/content/services/${entry.id}.yaml: the file name must be one of ${SERVICE_SLUGS.join(', ')}`);
    }
  }
  const rank = (id: string) => SERVICE_SLUGS.indexOf(id as ServiceSlug);
  return entries.sort((a, b) => rank(a.id) - rank(b.id)).map((entry) => ({ ...entry, id: entry.id as ServiceSlug }));
}

function only<T>(entries: { data: T }[], file: string): T {
  const [entry] = entries;
  if (!entry) throw new Error(`src/content/pages/${file} is missing`);
  return entry.data;
}

/** Words shared by the industry training pages. */
export async function getTrainingPageCopy() {
  return only(await getCollection('trainingPage'), 'training.yaml');
}

/** Words shared by the service pages. */
export async function getServicePageCopy() {
  return only(await getCollection('servicePage'), 'services.yaml');
}
