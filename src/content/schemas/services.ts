import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { ServiceCardKind } from '@/lib/service-cards';
import { card, cta, figure, heroButtons, icon, pageFile, section, seo, step, yamlGlob } from './blocks';

/** The service pages (one file each in src/content/services/: /ai-consulting, /campus-hiring …) and the words they share. */

/** An abbreviation explained under the figures, e.g. "Cr" or "SLA". */
const term = z.strictObject({
  lead: z.string().min(5).describe('The sentence before the term, e.g. "Rupee figures are in"'),
  term: z.string().min(2).max(8).describe('The abbreviation, e.g. "Cr" or "SLA"'),
  definition: z.string().min(15).describe('Plain-English explanation shown in the tooltip'),
  trail: z.string().optional().describe('Text after the term, e.g. ": one crore is ten million rupees."'),
});

/** A figure of a chart, by the name of its claim in src/content/claims.yaml: the chart computes with the claim's number. */
const claimRef = z.strictObject({
  claim: z.string().describe('Name of a claim in src/content/claims.yaml, e.g. "aiConsultingCost"'),
  label: z.string().min(3).describe('What the chart calls it, e.g. "Full cost"'),
});

/** The figures of a payback chart: cumulative savings from go-live against the full cost (src/components/visuals/charts/payback.ts). */
const payback = z
  .strictObject({
    title: z.string().min(5).describe('Caption of the chart'),
    axis: z.string().min(3).describe('Name of the time axis, e.g. "Months after go-live"'),
    cost: claimRef.describe('The full cost, in crore'),
    firstYear: claimRef.describe('Savings in the first twelve months, in crore'),
    breakEven: claimRef.describe('When savings pass the cost, in months'),
    return: claimRef.describe('Net return over five years, in per cent'),
  })
  .describe('Drawn under the metric cards from the same claims the cards print, so chart and cards agree');

const serviceTitle = { title: z.string().min(3), description: z.string().min(40) };

// The two detail fields of a service card depend on the page kind (src/lib/service-cards.ts).
const cards = <K extends ServiceCardKind, T extends z.ZodRawShape>(kind: K, fields: T) =>
  section({
    kind: z.literal(kind),
    items: z
      .array(z.strictObject({ ...serviceTitle, ...fields }))
      .min(2)
      .max(6),
  });

const serviceCards = z.discriminatedUnion('kind', [
  cards('deliverables-impact', { deliverables: z.array(z.string()).min(2), impact: z.string() }),
  cards('timeline-savings', { timeline: z.string(), savings: z.string() }),
  cards('duration-benefit', { duration: z.string(), benefit: z.string() }),
  cards('outcome-timeframe', { outcome: z.string(), timeframe: z.string() }),
  cards('timeframe-cost', { timeframe: z.string(), cost: z.string().describe('How the search is charged') }),
]);

/** The hero pictures a service can draw (components/visuals/hero-art.tsx): converge on a core, lift to the cloud, split a monolith, a roadmap, a shortlist funnel, a pipeline. */
export const SERVICE_SCENES = ['converge', 'lift', 'split', 'roadmap', 'funnel', 'pipeline'] as const;
export type ServiceScene = (typeof SERVICE_SCENES)[number];

const services = defineCollection({
  loader: yamlGlob('services'),
  schema: z.strictObject({
    name: z.string().min(3).describe('Service name used in breadcrumbs and structured data, e.g. "AI Consulting"'),
    menuLabel: z.string().min(3).optional().describe('Name in menus when shorter than `name`, e.g. "App Modernisation"'),
    order: z.number().int().min(1).describe('Position in menus'),
    serviceType: z.string().min(3).describe('schema.org serviceType, e.g. "AI strategy consulting"'),
    hero: z.strictObject({
      eyebrow: z.string().min(3),
      title: z.string().min(10).describe('The page heading (h1)'),
      lead: z.string().min(40),
      cta: z.string().min(3).describe('Hero button text; opens the intake form in a new tab'),
      link: heroButtons.shape.link,
      stats: z.array(figure).min(2).max(4).optional().describe('Figures shown in the hero band'),
      icon: icon.describe('Icon of the service, at the centre of the hero picture'),
      satellites: z.array(icon).min(2).max(4).describe('Smaller icons in the hero picture: what the service brings together'),
      scene: z.enum(SERVICE_SCENES).describe(`The hero picture's composition: ${SERVICE_SCENES.join(', ')}`),
    }),
    metrics: section({ items: z.array(figure).min(2).max(4), terms: z.array(term).optional(), payback: payback.optional() })
      .optional()
      .describe('Headline metric cards; `terms` explains abbreviations such as Cr or SLA under the cards; `payback` draws a chart under them'),
    services: serviceCards.optional(),
    process: section({ steps: z.array(step).min(3) }).optional(),
    capabilities: section({ items: z.array(card).min(2) }).optional(),
    benefits: section({ items: z.array(card).min(2) }).optional(),
    trackRecord: section({ items: z.array(figure).min(2).max(4) }).optional(),
    domains: section({ items: z.array(z.strictObject({ icon, name: z.string() })).min(3) }).optional(),
    operations: section({ points: z.array(z.string().min(10)).min(3), figures: z.array(figure).max(3).optional() })
      .optional()
      .describe('Business-operations block: a heading, intro, checklist and up to three figures'),
    closing: cta.extend({ stats: z.array(figure).max(3).optional().describe('Result figures shown above the button') }),
    seo,
  }),
});

/** Words shared by the service pages. */
const servicePage = defineCollection({
  loader: pageFile('services'),
  schema: z.strictObject({
    breadcrumb: z.string().describe('Middle breadcrumb, linking to the services on the home page'),
    detailLabels: z
      .strictObject({
        deliverables: z.string(),
        impact: z.string(),
        timeline: z.string(),
        savings: z.string(),
        duration: z.string(),
        benefit: z.string(),
        outcome: z.string(),
        timeframe: z.string(),
        cost: z.string(),
      })
      .describe('Labels of the two detail fields on service cards'),
  }),
});

export const serviceCollections = { services, servicePage };
