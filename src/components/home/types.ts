import type { CollectionEntry } from 'astro:content';

/** Props of the home sections, narrowed from the collections they come from. */
export type HomePage = CollectionEntry<'homePage'>['data'];
export type TrainingTier = CollectionEntry<'trainingTiers'>['data'];
export type ProgrammeLevel = CollectionEntry<'programmeLevels'>['data'];
export type GlobalDevelopment = CollectionEntry<'globalDevelopments'>['data'];
export type Figure = HomePage['whyChooseUs']['metrics'][number];

export interface IndustryCardData {
  slug: string;
  name: string;
  shortName: string;
  description: string;
  colour: CollectionEntry<'industries'>['data']['colour'];
  headline: string;
  satisfaction: number;
}
