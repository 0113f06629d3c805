import { getCollection, type CollectionEntry } from 'astro:content';
import { industryPath } from '@/lib/routes';
import { ordered, page } from './collections';

/** The home page's copy and the records it lists. */

export type HomePage = CollectionEntry<'homePage'>['data'];
export type TrainingTier = CollectionEntry<'trainingTiers'>['data'];
export type ProgrammeLevel = CollectionEntry<'programmeLevels'>['data'];
export type GlobalDevelopment = CollectionEntry<'globalDevelopments'>['data'];

export const getHomePage = () => page('homePage');
export const getTrainingTiers = async () => (await ordered('trainingTiers')).map((e) => e.data);
export const getProgrammeLevels = async () => (await ordered('programmeLevels')).map((e) => e.data);

/** Newest first. */
export async function getGlobalDevelopments() {
  return (await getCollection('globalDevelopments')).map((e) => e.data).sort((a, b) => b.date.localeCompare(a.date));
}

export interface IndustryCardData {
  href: string;
  name: string;
  shortName: string;
  description: string;
  colour: CollectionEntry<'industries'>['data']['colour'];
  headline: string;
  satisfaction: number;
}

/** The industry records as the home page's cards show them. */
export async function getIndustryCards(): Promise<IndustryCardData[]> {
  return (await ordered('industries')).map(({ id, data }) => ({
    href: industryPath(id),
    name: data.name,
    shortName: data.shortName,
    description: data.description,
    colour: data.colour,
    headline: data.stats.headline,
    satisfaction: data.stats.satisfaction,
  }));
}
