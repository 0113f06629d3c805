import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { cta, duration, figure, figureRow, heroButtons, heroWith, pageCollection, section, step, toggle, weeks } from './blocks';

/** The home page: its copy (src/content/pages/home.yaml) and the records it lists (src/content/home/). */

const homeFile = (name: string) => file(`./src/content/home/${name}.yaml`);

/** A panel that opens and closes: its title, the button labels, and what it holds. */
const panel = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ title: z.string(), toggle, ...shape });

const homePage = pageCollection('home', {
  hero: heroWith({
    lead: z.string().min(40),
    buttons: heroButtons
      .required({ intake: true, link: true })
      .describe('"Get Free Consultation" opens the booking form in a new tab; "View Services" jumps to "#services"'),
    bullets: z.array(z.string()).min(2).max(4).describe('Feature bullets under the lead'),
    discoverCue: z.string().describe('Cue at the bottom of the hero that scrolls to the services ("Discover How")'),
    picture: z
      .strictObject({
        steps: z.array(z.string().max(8)).length(3).describe("The company's three lines of work, the nodes of the picture's path (short words)"),
        start: z.string().max(8).describe('Under the start of the path'),
        months: z.number().int().min(2).max(12).describe('The months the field counts across: the result is measured this long after training'),
        end: z.string().max(14).describe('Under the result, e.g. "6 months on"'),
        value: z.string().describe('The result where the amber point lands: a percentage, as a token such as "{productivityBoost}"'),
        label: z.string().max(20).describe('What the result is, beside its figure'),
      })
      .refine((p) => p.end.includes(String(p.months)), 'The end label names the months the field counts')
      .describe('The hero picture: a path through the three lines of work to the measured result'),
    quickFacts: panel({
      items: z.array(figure).min(2).max(4).describe('The facts: each label says what its figure is ("setup: the online enquiry form")'),
    }),
    impactStats: panel({ items: figureRow }),
  }),
  businesses: section({
    items: z
      .array(
        z.strictObject({
          title: z.string(),
          line: z.string().min(20).max(45).describe('One short line on what this business does (one line on a phone)'),
          links: z
            .array(z.strictObject({ label: z.string(), to: z.string().describe('A page key (services, plus, edge, …) or a service page file name') }))
            .min(1)
            .max(2),
        }),
      )
      .min(3, 'The home page shows at least three businesses')
      .max(6, 'The home page shows at most six businesses'),
  }),
  services: section({
    coversLabel: z.string().describe('Heading of the list of topics on each tier card'),
    audienceLabel: z.string().describe('Heading of the "who it is for" line on each tier card'),
    consultation: z
      .strictObject({ title: z.string(), body: z.string().min(40), points: z.array(figure).min(2) })
      .describe('The free consultation and implementation support promise'),
    contact: panel({
      call: z.strictObject({ label: z.string(), description: z.string() }),
      email: z.strictObject({ label: z.string(), description: z.string(), subject: z.string().describe('Subject line of the proposal e-mail') }),
      book: z.strictObject({ label: z.string(), description: z.string() }),
    }),
  }),
  whyChooseUs: section({
    metrics: figureRow,
    additionalMetrics: panel({ items: z.array(figure).min(2) }),
    methodology: panel({ steps: z.array(step).min(3) }),
    support: z.strictObject({
      title: z.string(),
      body: z.string().min(20),
      promises: z.array(figure).min(2).describe('Response-time promises'),
      cta: z.string().describe('Button that opens the booking form ("Book Now")'),
    }),
  }),
  industries: section({
    programme: z.strictObject({
      title: z.string(),
      intro: z.string().optional(),
      focusLabel: z.string(),
      detailLabel: z.string().describe("On phones, the fold that holds each level's detail"),
    }),
    cards: z.strictObject({
      title: z.string(),
      industryLabel: z.string().describe('Head of the column of industry names'),
      headlineLabel: z.string().describe('Head of the column of headline results'),
      satisfactionLabel: z.string().describe('Head of the column of satisfaction percentages: what each percentage is'),
    }),
    impactBand: z.strictObject({ title: z.string(), body: z.string(), stats: figureRow }),
  }),
  globalDevelopments: section({
    impactLabel: z.string(),
    linkLabel: z.string().describe('Text of each external link'),
    earlierLabel: z.string().describe('On phones, the fold that holds the older half of the list'),
  }),
  strategic: section({
    pillars: z.array(step).min(3).max(5).describe('The steps from assessment to AI at scale, drawn on one path'),
    cta: cta.extend({
      label: z.enum(['Request Assessment', 'Schedule Consultation']).describe('Opens the intake form (spec §7)'),
    }),
  }),
});

const trainingTiers = defineCollection({
  loader: homeFile('training-tiers'),
  schema: z
    .strictObject({
      id: z.string().describe('Stable key, kebab-case'),
      order: z.number().int().min(1),
      title: z.string(),
      duration: duration.optional().describe('How long the tier runs, e.g. { from: 2, to: 5, unit: day } for "2–5 days"'),
      flexible: z.string().min(3).optional().describe('Instead of a duration, for a tier with no fixed length: "Flexible modules"'),
      summary: z.string().min(40),
      covers: z.array(z.string()).min(3).describe('What the tier covers'),
      audience: z.string().min(20).describe('Who the tier is for'),
    })
    .refine((t) => (t.duration === undefined) !== (t.flexible === undefined), {
      message: 'A tier has a duration or, if it has no fixed length, "flexible" words: one of the two',
    }),
});

const programmeLevels = defineCollection({
  loader: homeFile('programme-levels'),
  schema: z.strictObject({
    id: z.string(),
    order: z.number().int().min(1),
    level: z.string().describe('e.g. "C-suite"'),
    duration: weeks.describe('The programme length in weeks, e.g. { from: 12, unit: week }'),
    focus: z.string(),
    detail: z.string().min(40),
  }),
});

const globalDevelopments = defineCollection({
  loader: homeFile('global-developments'),
  schema: z.strictObject({
    id: z.string(),
    country: z.string().describe('Country or bloc, e.g. "European Union"'),
    title: z.string(),
    summary: z.string().min(40).max(320).describe('What happened, factually'),
    impact: z.string().min(20).max(240).describe('Why it matters to the teams we train'),
    date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Write the month as YYYY-MM'),
    link: z
      .url()
      .refine((u) => u.startsWith('https://'), 'Link to the official https page')
      .describe('Stable top-level page of the public body or programme, not a deep link'),
  }),
});

export const homeCollections = { homePage, trainingTiers, programmeLevels, globalDevelopments };
