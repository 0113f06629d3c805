import type { CollectionEntry } from 'astro:content';
import { industryPath, paths, servicePath } from '@/lib/routes';
import { entries, ordered, page } from './collections';
import { getServicePages } from './services';

export type HomePage = CollectionEntry<'homePage'>['data'];
export type TrainingTier = CollectionEntry<'trainingTiers'>['data'];
export type ProgrammeLevel = CollectionEntry<'programmeLevels'>['data'];
export type GlobalDevelopment = CollectionEntry<'globalDevelopments'>['data'];

export const getHomePage = () => page('homePage');
export const getTrainingTiers = async () => (await ordered('trainingTiers')).map((e) => e.data);
export const getProgrammeLevels = async () => (await ordered('programmeLevels')).map((e) => e.data);

export async function getGlobalDevelopments() {
  return (await entries('globalDevelopments')).map((e) => e.data).sort((a, b) => b.date.localeCompare(a.date));
}

export async function getIndustryCards() {
  return (await ordered('industries')).map(({ id, data: { name, shortName, description, stats } }) => ({
    href: industryPath(id),
    name,
    shortName,
    description,
    headline: stats.headline,
    satisfaction: stats.satisfaction,
  }));
}

export type IndustryCardData = Awaited<ReturnType<typeof getIndustryCards>>[number];

/** The businesses with their links resolved: `to` names a page (`paths`) or a service page; anything else stops the build. */
export async function getBusinesses(home: HomePage) {
  const services = new Set((await getServicePages()).map((s) => s.id));
  const href = (to: string) => {
    if (to in paths) return paths[to as keyof typeof paths];
    if (services.has(to)) return servicePath(to);
    throw new Error(`A business on the home page links to "${to}", which is neither a page (${Object.keys(paths).join(', ')}) nor a service page`);
  };
  return home.businesses.items.map(({ links, ...business }) => ({ ...business, links: links.map(({ label, to }) => ({ label, href: href(to) })) }));
}

export type Business = Awaited<ReturnType<typeof getBusinesses>>[number];
