import { getCollection } from 'astro:content';
import { toIndustryLinks, type IndustryLink } from './nav';
import { paths, SERVICE_SLUGS, type ServiceSlug } from './routes';
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
