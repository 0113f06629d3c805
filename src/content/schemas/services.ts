import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { ServiceCardKind } from '@/lib/service-cards';
import { icon, pageFile, seoSchema, yamlGlob } from './shared';

/** Collections behind the industry training pages and the six service pages (issue 4). */

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
    icon,
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
        .object({ ...blockHeading, items: z.array(z.object({ icon: icon, name: z.string() }).strict()).min(3) })
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
  loader: pageFile('training'),
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
  loader: pageFile('services'),
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

export const servicePages = { services, trainingPage, servicePage };
