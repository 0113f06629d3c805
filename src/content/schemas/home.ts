import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { file } from 'astro/loaders';
import { icon, pageCollection, seoSchema, yamlGlob } from './shared';

/** Collections behind the home page (issue 3): industries, training tiers, programme levels, global developments. */
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

const homeFile = (name: string) => file(`./src/content/home/${name}.yaml`);
const toggleLabels = z
  .object({
    show: z.string().min(3).describe('Button label while the panel is closed, e.g. "Show Quick Facts"'),
    hide: z.string().min(3).describe('Button label while the panel is open, e.g. "Hide Quick Facts"'),
  })
  .strict()
  .describe('Labels of the button that opens and closes a collapsible panel');
const figure = z
  .object({
    value: z.string().describe('The figure exactly as printed, e.g. "4.2x", "92%", "24/7"'),
    label: z.string().describe('What the figure measures'),
    description: z.string().optional().describe('Optional sentence under the label'),
  })
  .strict();
const sectionIntro = {
  eyebrow: z.string().describe('Small label above the section heading'),
  title: z.string().describe('Section heading (h2)'),
  intro: z.string().min(20).describe('One or two sentences under the heading'),
};

/** One-off copy of the home page: hero lines, section intros, figures and panel text. */
const homePage = pageCollection('home', {
  hero: z
    .object({
      eyebrow: z.string(),
      title: z.string().describe('The page h1'),
      lead: z.string().min(40),
      bullets: z.array(z.string()).length(3, 'The hero shows exactly three feature bullets'),
      consultationCta: z.string().describe('Button that opens the booking form ("Get Free Consultation")'),
      servicesCta: z.string().describe('Button that scrolls to the services section ("View Services")'),
      discoverCue: z.string().describe('Cue at the bottom of the hero that scrolls to the services ("Discover How")'),
      quickFacts: z
        .object({
          title: z.string(),
          toggle: toggleLabels,
          items: z.array(z.object({ icon: icon, value: z.string(), label: z.string() }).strict()).length(3),
        })
        .strict(),
      impactStats: z.object({ title: z.string(), toggle: toggleLabels, items: z.array(figure).length(4) }).strict(),
    })
    .strict(),
  services: z
    .object({
      ...sectionIntro,
      coversLabel: z.string().describe('Heading of the list of topics on each tier card'),
      audienceLabel: z.string().describe('Heading of the "who it is for" line on each tier card'),
      consultation: z
        .object({ title: z.string(), body: z.string().min(40), points: z.array(figure).min(2) })
        .strict()
        .describe('The free consultation and implementation support promise'),
      contact: z
        .object({
          title: z.string(),
          toggle: toggleLabels,
          call: z.object({ label: z.string(), description: z.string() }).strict(),
          email: z.object({ label: z.string(), description: z.string(), subject: z.string().describe('Subject line of the proposal e-mail') }).strict(),
          book: z.object({ label: z.string(), description: z.string() }).strict(),
        })
        .strict(),
    })
    .strict(),
  whyChooseUs: z
    .object({
      ...sectionIntro,
      metrics: z.array(figure).length(4),
      additionalMetrics: z.object({ title: z.string(), toggle: toggleLabels, items: z.array(figure).min(2) }).strict(),
      methodology: z
        .object({
          title: z.string(),
          toggle: toggleLabels,
          steps: z.array(z.object({ title: z.string(), description: z.string().min(20), duration: z.string().optional() }).strict()).min(3),
        })
        .strict(),
      support: z
        .object({
          title: z.string(),
          body: z.string().min(20),
          promises: z.array(figure).min(2).describe('Response-time promises'),
          cta: z.string().describe('Button that opens the booking form ("Book Now")'),
        })
        .strict(),
    })
    .strict(),
  industries: z
    .object({
      ...sectionIntro,
      programme: z.object({ title: z.string(), intro: z.string(), focusLabel: z.string() }).strict(),
      cards: z
        .object({
          title: z.string(),
          headlineLabel: z.string().describe('Screen-reader label of the headline figure on each card'),
          satisfactionLabel: z.string().describe('Label under the satisfaction percentage on each card'),
          linkHint: z.string().describe('Text at the foot of each card, e.g. "Explore programmes"'),
        })
        .strict(),
      impactBand: z.object({ title: z.string(), body: z.string(), stats: z.array(figure).length(4) }).strict(),
    })
    .strict(),
  globalDevelopments: z
    .object({ ...sectionIntro, impactLabel: z.string(), linkLabel: z.string().describe('Text of each external link') })
    .strict(),
  strategic: z
    .object({
      ...sectionIntro,
      pillars: z.array(z.object({ icon: icon, title: z.string(), description: z.string().min(20) }).strict()).min(3),
      cta: z
        .object({
          title: z.string(),
          body: z.string(),
          label: z.enum(['Request Assessment', 'Schedule Consultation']).describe('Opens the intake form (spec §7)'),
        })
        .strict(),
    })
    .strict(),
});

const trainingTiers = defineCollection({
  loader: homeFile('training-tiers'),
  schema: z
    .object({
      id: z.string().describe('Stable key, kebab-case'),
      order: z.number().int().min(1),
      icon: icon,
      title: z.string(),
      duration: z.string().describe('Length as printed, e.g. "2-5 days"'),
      summary: z.string().min(40),
      covers: z.array(z.string()).min(3).describe('What the tier covers'),
      audience: z.string().min(20).describe('Who the tier is for'),
    })
    .strict(),
});

const programmeLevels = defineCollection({
  loader: homeFile('programme-levels'),
  schema: z
    .object({
      id: z.string(),
      order: z.number().int().min(1),
      level: z.string().describe('e.g. "C-suite"'),
      duration: z.string().regex(/^\d+ weeks$/, 'Write the duration as "<number> weeks"'),
      focus: z.string(),
      detail: z.string().min(40),
    })
    .strict(),
});

const globalDevelopments = defineCollection({
  loader: homeFile('global-developments'),
  schema: z
    .object({
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
    })
    .strict(),
});

export const home = { industries, homePage, trainingTiers, programmeLevels, globalDevelopments };
