import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { ICON_NAMES } from '@/components/ui/icon';

/** Every YAML file of a folder in src/content/, one entry each. */
export const yamlGlob = (folder: string) => glob({ pattern: '**/*.{yaml,yml}', base: `./src/content/${folder}` });

/** One page's copy: `src/content/pages/<name>.yaml`, a single entry. */
export const pageFile = (name: string) => glob({ pattern: `${name}.yaml`, base: './src/content/pages' });

/** An icon drawn by src/components/ui/icon.tsx, by name. */
export const icon = z.enum(ICON_NAMES).describe(`Icon name from src/components/ui/icon.tsx: ${ICON_NAMES.join(', ')}`);

/** Search-engine fields shared by every page-like entry. */
export const seoSchema = z
  .object({
    title: z.string().min(5).max(70).describe('Browser tab and search result title, without the brand name'),
    description: z.string().min(15).max(160).describe('Search result summary, one sentence'),
  })
  .strict();

/** A page's copy as a collection: `src/content/pages/<name>.yaml`, its search-engine fields and its sections. */
export const pageCollection = <T extends z.ZodRawShape>(name: string, sections: T) =>
  defineCollection({ loader: pageFile(name), schema: z.object({ seo: seoSchema, ...sections }).strict() });
