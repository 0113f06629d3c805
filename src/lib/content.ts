import { getCollection } from 'astro:content';
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
