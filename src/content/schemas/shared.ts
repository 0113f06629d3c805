import { z } from 'astro:content';
import { glob } from 'astro/loaders';

/** Every YAML file of a folder in src/content/, one entry each. */
export const yamlGlob = (folder: string) => glob({ pattern: '**/*.{yaml,yml}', base: `./src/content/${folder}` });

/** Search-engine fields shared by every page-like entry. */
export const seoSchema = z
  .object({
    title: z.string().min(5).max(70).describe('Browser tab and search result title, without the brand name'),
    description: z.string().min(15).max(160).describe('Search result summary, one sentence'),
  })
  .strict();
