import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { ClaimFigure } from '@/lib/claims';
import type { ServiceCardKind } from '@/lib/service-cards';
import { card, cta, duration, figure, heroButtons, heroWith, icon, pageFile, section, seo, step, yamlGlob } from './blocks';

/** The service pages (one file each in src/content/services/: /ai-consulting, /campus-hiring …) and the words they share. */

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
  .describe('The five-year chart under the metric cards, from the claims the cards print: the page top draws the first months, this the five years');

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
  cards('timeline-savings', { timeline: duration, savings: z.string() }),
  cards('duration-benefit', { duration, benefit: z.string() }),
  cards('outcome-timeframe', { outcome: z.string(), timeframe: duration }),
  cards('timeframe-cost', { timeframe: duration, cost: z.string().describe('How the search is charged') }),
]);

/** A mark of a page-top picture: a claim it draws (its number places the mark), and the words written beside it. */
const mark = (what: string) => claimRef.describe(what);
const start = z.string().min(3).max(24).describe('Words at the path\'s first node, e.g. "Go-live" or "Signed brief"');

/**
 * The page top's picture (components/visuals/service-art.tsx): the service's own result, drawn on the field (dots at the
 * unit it counts) with the path through the work and the amber point where the result lands. Each kind names the claims
 * it draws, so the picture and the page's text print one number.
 */
export const servicePicture = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('break-even'),
      start,
      cost: mark('The full cost, in crore: a dashed line'),
      firstYear: mark('Savings in the first twelve months, in crore: a node'),
      breakEven: mark('Months until savings pass the cost: the point'),
    }),
    z.strictObject({
      kind: z.literal('run-cost'),
      start,
      before: z.string().min(5).max(24).describe('Names the line of the run cost before the move, e.g. "Data-centre run cost"'),
      cut: mark('The fall in monthly run cost, in per cent: the drop of the line at go-live'),
      payback: mark('Months from go-live until the savings cover the cost: the point'),
    }),
    z.strictObject({
      kind: z.literal('delivery'),
      start,
      before: z.string().min(5).max(24).describe('Names the line of the throughput before the work, e.g. "Legacy throughput"'),
      delivery: mark('Weeks from the start to the last application in production: a node'),
      speed: mark('The rise in throughput, in per cent: the point'),
    }),
    z.strictObject({
      kind: z.literal('revenue-path'),
      start,
      implementation: mark('Months to the new operating model at work: a node'),
      period: claimRef.pick({ claim: true }).describe("Months the revenue is counted over: the field's width, where the point stands"),
      impact: mark('Added revenue over the period, in crore: the point'),
    }),
    z.strictObject({
      kind: z.literal('shortlist'),
      start,
      ours: mark('Days from brief to our shortlist: the point'),
      theirs: mark("Days from brief to shortlist in clients' own searches: a hollow node on a line of its own"),
    }),
    z.strictObject({
      kind: z.literal('pipeline'),
      start,
      ready: mark('Days from sourcing to billable-ready: the point'),
      support: mark('Days of support after deployment: a node at its end'),
    }),
  ])
  .describe('What the page top draws; no two services draw the same kind');
export type ServicePicture = z.infer<typeof servicePicture>;
type Resolved<P> = { [F in keyof P]: P[F] extends { claim: string } ? ClaimFigure : P[F] };
/** A picture as drawn: each claim it names read as its number, unit and printed figure (src/lib/content/services.ts). */
export type DrawnPicture = { [K in ServicePicture['kind']]: Resolved<Extract<ServicePicture, { kind: K }>> }[ServicePicture['kind']];

const services = defineCollection({
  loader: yamlGlob('services'),
  schema: z.strictObject({
    name: z.string().min(3).describe('Service name used in breadcrumbs and structured data, e.g. "AI Consulting"'),
    menuLabel: z.string().min(3).optional().describe('Name in menus when shorter than `name`, e.g. "App Modernisation"'),
    order: z.number().int().min(1).describe('Position in menus'),
    serviceType: z.string().min(3).describe('schema.org serviceType, e.g. "AI strategy consulting"'),
    hero: heroWith({
      title: z.string().min(10).describe('The page heading (h1)'),
      lead: z.string().min(40),
      buttons: heroButtons.required({ intake: true }),
      picture: servicePicture,
    }),
    metrics: section({
      items: z.array(figure).min(2).max(4),
      terms: z
        .array(z.string().regex(/^[a-z]+$/))
        .optional()
        .describe('Abbreviations the figures use, by their name on the ledger (crore, sla): their one definition is in pages/ledger.yaml'),
      payback: payback.optional(),
    })
      .optional()
      .describe('Headline metric cards; `terms` names the abbreviations they use (explained under them); `payback` draws a chart under them'),
    services: serviceCards.optional(),
    process: section({ steps: z.array(step).min(3) }).optional(),
    capabilities: section({ items: z.array(card).min(2) }).optional(),
    benefits: section({ items: z.array(card).min(2) }).optional(),
    trackRecord: section({ items: z.array(figure).min(2).max(6) })
      .optional()
      .describe('Set as a table: a figure and what it counts on each row'),
    domains: section({ items: z.array(z.strictObject({ icon, name: z.string() })).min(3) }).optional(),
    operations: section({ points: z.array(z.string().min(10)).min(3) })
      .optional()
      .describe('Business-operations block: a heading and intro beside a checklist'),
    closing: cta.describe('The closing call; it states no figure the page has shown above it'),
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
    termsLink: z.string().min(5).describe("The link after the abbreviations under a page's figures, to their definitions on the ledger"),
    trackRecord: z
      .strictObject({ figure: z.string().min(3), measure: z.string().min(3) })
      .describe('Column heads of the track-record table, e.g. "Figure" and "What it counts"'),
  }),
});

export const serviceCollections = { services, servicePage };
