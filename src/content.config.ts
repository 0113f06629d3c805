import { defineCollection, z } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { ICON_NAMES } from '@/components/ui/icon';
import type { ServiceCardKind } from '@/lib/service-cards';

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
const pageCopy = (file: string) => glob({ pattern: file, base: './src/content/pages' });

/** Eyebrow, heading and intro at the top of a page section. */
const blockHeading = {
  eyebrow: z.string().optional().describe('Small label above the heading'),
  heading: z.string().min(3).describe('Section heading (h2)'),
  intro: z.string().min(20).optional().describe('One or two sentences under the heading'),
};

const figure = z
  .object({
    value: z.string().min(1).describe('The figure exactly as shown, e.g. "312%" or "₹5.2Cr"'),
    label: z.string().min(2).describe('What the figure measures, e.g. "Average ROI"'),
    description: z.string().min(10).optional().describe('One sentence of context under the label'),
  })
  .strict();

const card = z
  .object({
    icon: z.enum(ICON_NAMES).describe(`Icon name, one of ${ICON_NAMES.join(', ')}`),
    title: z.string().min(3),
    description: z.string().min(20),
    highlight: z.string().optional().describe('A short figure or promise shown as a badge, e.g. "90-day support"'),
  })
  .strict();

const term = z
  .object({
    lead: z.string().min(5).describe('The sentence before the term, e.g. "Rupee figures are in"'),
    term: z.string().min(2).max(8).describe('The abbreviation, e.g. "Cr" or "SLA"'),
    definition: z.string().min(15).describe('Plain-English explanation shown in the tooltip'),
    trail: z.string().optional().describe('Text after the term, e.g. ": one crore is ten million rupees."'),
  })
  .strict();

const cta = z
  .object({
    title: z.string().min(5),
    body: z.string().min(20),
    label: z.string().min(3).describe('Button text; the button opens the intake form in a new tab'),
  })
  .strict();

const serviceTitle = { title: z.string().min(3), description: z.string().min(40) };

// The two detail fields of a service card depend on the page kind (src/lib/service-cards.ts).
const cards = <K extends ServiceCardKind, T extends z.ZodRawShape>(kind: K, fields: T) =>
  z
    .object({
      ...blockHeading,
      kind: z.literal(kind),
      items: z.array(z.object({ ...serviceTitle, ...fields }).strict()).min(2).max(6),
    })
    .strict();

const serviceCards = z.discriminatedUnion('kind', [
  cards('deliverables-impact', { deliverables: z.array(z.string()).min(2), impact: z.string() }),
  cards('timeline-savings', { timeline: z.string(), savings: z.string() }),
  cards('duration-benefit', { duration: z.string(), benefit: z.string() }),
  cards('outcome-timeframe', { outcome: z.string(), timeframe: z.string() }),
  cards('timeframe-cost', { timeframe: z.string(), cost: z.string().describe('How the search is charged') }),
]);

const services = defineCollection({
  loader: yamlGlob('services'),
  schema: z
    .object({
      name: z.string().min(3).describe('Service name used in breadcrumbs and structured data, e.g. "AI Consulting"'),
      serviceType: z.string().min(3).describe('schema.org serviceType, e.g. "AI strategy consulting"'),
      hero: z
        .object({
          eyebrow: z.string().min(3),
          title: z.string().min(10).describe('The page heading (h1)'),
          lead: z.string().min(40),
          cta: z.string().min(3).describe('Hero button text; opens the intake form in a new tab'),
          stats: z.array(figure).min(2).max(4).optional().describe('Figures shown in the hero band'),
        })
        .strict(),
      metrics: z
        .object({ ...blockHeading, items: z.array(figure).min(2).max(4), terms: z.array(term).optional() })
        .strict()
        .optional()
        .describe('Headline metric cards; `terms` explains abbreviations such as Cr or SLA under the cards'),
      services: serviceCards.optional(),
      process: z
        .object({
          ...blockHeading,
          steps: z.array(z.object({ title: z.string(), description: z.string().min(20), duration: z.string().optional() }).strict()).min(3),
        })
        .strict()
        .optional(),
      capabilities: z.object({ ...blockHeading, items: z.array(card).min(2) }).strict().optional(),
      benefits: z.object({ ...blockHeading, items: z.array(card).min(2) }).strict().optional(),
      trackRecord: z.object({ ...blockHeading, items: z.array(figure).min(2).max(4) }).strict().optional(),
      domains: z
        .object({ ...blockHeading, items: z.array(z.object({ icon: z.enum(ICON_NAMES), name: z.string() }).strict()).min(3) })
        .strict()
        .optional(),
      operations: z
        .object({ ...blockHeading, points: z.array(z.string().min(10)).min(3), figures: z.array(figure).max(3).optional() })
        .strict()
        .optional()
        .describe('Business-operations block: a heading, intro, checklist and up to three figures'),
      closing: cta
        .extend({ stats: z.array(figure).max(3).optional().describe('Result figures shown above the button') })
        .strict(),
      seo: seoSchema,
    })
    .strict(),
});

/** Words shared by the eight industry pages; `{sector}` is replaced with the sector's short name. */
const trainingPage = defineCollection({
  loader: pageCopy('training.yaml'),
  schema: z
    .object({
      breadcrumb: z.string().describe('Middle breadcrumb, linking to the industries on the home page'),
      heroEyebrow: z.string(),
      heroCta: z.string().describe('Hero button; opens the intake form'),
      heroSecondary: z.string().describe('Hero link that jumps to the programs'),
      satisfactionLabel: z.string(),
      intro: z.object({ heading: z.string(), useCaseLabel: z.string(), subSectorsLabel: z.string(), focusLabel: z.string() }).strict(),
      programs: z.object({ ...blockHeading, hoursUnit: z.string(), impactLabel: z.string() }).strict(),
      metrics: z.object(blockHeading).strict(),
      closing: cta,
    })
    .strict(),
});

/** Words shared by the six service pages. */
const servicePage = defineCollection({
  loader: pageCopy('services.yaml'),
  schema: z
    .object({
      breadcrumb: z.string().describe('Middle breadcrumb, linking to the services on the home page'),
      detailLabels: z
        .object({
          deliverables: z.string(), impact: z.string(), timeline: z.string(), savings: z.string(), duration: z.string(),
          benefit: z.string(), outcome: z.string(), timeframe: z.string(), cost: z.string(),
        })
        .strict()
        .describe('Labels of the two detail fields on service cards'),
    })
    .strict(),
});

const servicePages = { services, trainingPage, servicePage };

// ── Plus, Edge and AI Marketplace (issue 5) ───────────────────────────────────
const offerings = {};

// ── About, Careers, Insights, Case Studies, Contact (issue 6) ────────────────
const company = {};

export const collections = { ...foundation, ...home, ...servicePages, ...offerings, ...company };
