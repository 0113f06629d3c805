import type { CollectionEntry } from 'astro:content';
import { fillTemplates, inSentence } from '@/lib/text';
import { ordered, page } from './collections';

/** The industry training pages and the service pages: one route each over its collection. */

export const getIndustries = () => ordered('industries');

/** One training program of an industry. */
export type Program = CollectionEntry<'industries'>['data']['programs'][number];
export const getServicePages = () => ordered('services');
export const getServicePageCopy = () => page('servicePage');

/** The words the industry pages share, with `{sector}` filled for one sector as it reads in a sentence. */
export async function getTrainingPageCopy(sector: string) {
  return fillTemplates(await page('trainingPage'), { sector: inSentence(sector) });
}
