import { defineCollection, z } from 'astro:content';
import { file, glob } from 'astro/loaders';

/*
 * Every content collection, its loader and its schema. Editors: the `.describe()` notes say what each
 * field is for; a build fails with the field's name when an entry does not fit.
 */

/** Search-engine fields shared by every page-like entry. */
export const seoSchema = z
  .object({
    title: z.string().min(5).max(70).describe('Browser tab and search result title, without the brand name'),
    description: z.string().min(15).max(160).describe('Search result summary, one sentence'),
  })
  .strict();

const yamlGlob = (folder: string) => glob({ pattern: '**/*.{yaml,yml}', base: `./src/content/${folder}` });

// ── Foundation ────────────────────────────────────────────────────────────────
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z
    .object({
      title: z.string().min(5).max(80),
      description: z.string().min(15).max(160),
      updated: z.coerce.date().describe('Date shown as "Last updated"'),
      precision: z.enum(['day', 'month']).default('day').describe('month shows "December 2024"; day shows "1 January 2025"'),
      summary: z.string().min(15).describe('One or two sentences under the page heading'),
    })
    .strict(),
});

const promos = defineCollection({
  loader: file('./src/content/promos.yaml'),
  schema: z
    .object({
      id: z.string(),
      order: z.number().int(),
      route: z.enum(['marketplace', 'plus', 'edge']).describe('Which page the promo links to'),
      title: z.string(),
      body: z.string().min(20),
      cta: z.string(),
    })
    .strict(),
});

const foundation = { legal, promos };

// ── Home page (issue 3) ───────────────────────────────────────────────────────
export const INDUSTRY_COLOURS = ['indigo', 'emerald', 'sky', 'amber', 'rose', 'violet', 'teal', 'orange'] as const;

const industries = defineCollection({
  loader: yamlGlob('industries'),
  schema: z
    .object({
      name: z.string().describe('Full sector name, e.g. "Banking, Financial Services & Insurance"'),
      shortName: z.string().max(16).describe('Short label used in menus and cards, e.g. "BFSI"'),
      order: z.number().int().min(1).describe('Position in menus and grids'),
      description: z.string().min(40),
      colour: z.enum(INDUSTRY_COLOURS).describe(`Card accent, one of ${INDUSTRY_COLOURS.join(', ')}`),
      useCase: z.string().min(40).describe('One concrete AI use case for the sector'),
      stats: z
        .object({
          headline: z.string().describe('Headline figure shown on the card, e.g. "45% faster loan decisions"'),
          satisfaction: z.number().int().min(93).max(98).describe('Learner satisfaction percentage (93-98)'),
        })
        .strict(),
      subSectors: z.array(z.string()).min(3),
      trainingFocus: z.array(z.string()).min(3),
      programs: z
        .array(
          z
            .object({
              title: z.string(),
              hours: z.number().int().positive(),
              impact: z.string(),
              description: z.string().min(40),
            })
            .strict(),
        )
        .length(4, 'Each industry has exactly four training programs'),
      impactMetrics: z
        .array(
          z
            .object({
              metric: z.string(),
              improvement: z.string(),
              description: z.string().optional(),
            })
            .strict(),
        )
        .length(4, 'Each industry has exactly four impact metrics'),
      seo: seoSchema,
    })
    .strict(),
});

const home = { industries };

// ── Industry and service pages (issue 4) ──────────────────────────────────────
const servicePages = {};

// ── Plus, Edge and AI Marketplace (issue 5) ───────────────────────────────────
const offerings = {};

// ── About, Careers, Insights, Case Studies, Contact (issue 6) ────────────────
const company = {};

export const collections = { ...foundation, ...home, ...servicePages, ...offerings, ...company };
