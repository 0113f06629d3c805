import { z } from 'astro/zod';
import { card, cta, duration, figure, heroButtons, heroWith, pageCollection, section, step } from './blocks';

/** The Plus page, for startups (src/content/pages/plus.yaml). */
const TECH_TABS = ['frontend', 'backend', 'mobile', 'database', 'cloud', 'ai'] as const;
const PLATFORM_KINDS = ['Cloud', 'Payments', 'ERP', 'CRM'] as const;

export const plusPage = pageCollection('plus', {
  hero: heroWith({
    buttons: heroButtons
      .required({ intake: true, link: true })
      .describe('The intake button, and "See …" that jumps to the startup services ("#startup-services")'),
    art: z
      .strictObject({
        caption: z.string().describe('What a dot of the field counts, e.g. "One dot a week"'),
        result: z.string().describe('The label of the claim written beside the point, e.g. "Less time to market"'),
      })
      .describe('The page-top picture: the process steps on a field of weeks, the last running on to the point'),
  }),
  startup: section({
    timeframeLabel: z.string(),
    outcomeLabel: z.string(),
    includedLabel: z.string().describe("Names each engagement's list of what it includes (a fold on phones)"),
    items: z
      .array(
        card.omit({ badge: true }).extend({
          services: z.array(z.string()).min(3).describe('What the engagement includes'),
          timeframe: duration.describe('How long the engagement runs, e.g. { from: 2, to: 6, unit: month } for "2–6 months"'),
          outcome: z.string().min(20).describe('The expected outcome'),
        }),
      )
      .min(2)
      .max(6),
  }),
  process: section({
    steps: z
      .array(
        step
          .required({ duration: true })
          .extend({ short: z.string().max(12).optional().describe('The step as the page-top picture names it, if its title is too long there') }),
      )
      .min(3)
      .max(6),
  }),
  claims: section({ items: z.array(figure).min(2).max(4) }),
  techStack: section({
    tabs: z
      .array(
        z.strictObject({
          id: z.enum(TECH_TABS),
          label: z.string(),
          items: z
            .array(z.strictObject({ name: z.string(), category: z.string(), description: z.string().min(20) }))
            .min(4)
            .max(5, 'Each tab lists four or five technologies'),
        }),
      )
      .min(2)
      .max(8)
      .describe('The first tab is the one open at the start'),
  }),
  partners: section({
    highlightLabel: z.string().describe('Text shown on the highlighted card'),
    pauseLabel: z.string(),
    playLabel: z.string(),
    items: z
      .array(
        z.strictObject({
          name: z.string().describe('A platform we build on, by its own name, set in our type: no logo, no claim of partnership'),
          kind: z.enum(PLATFORM_KINDS),
          description: z.string().min(20).max(110).describe('One line: what we build on it'),
        }),
      )
      .min(3)
      .max(9),
  }),
  trustedBy: z.strictObject({
    title: z.string(),
    note: z.string().min(20).optional().describe('Under the list: why clients are named by kind'),
    names: z
      .array(z.string().max(48))
      .min(3)
      .max(8)
      .describe('Each client by kind, stage and city (e.g. "A Series A fintech in Bengaluru"): a name only once the client consents'),
  }),
  capabilities: section({ items: z.array(card).min(3).max(9) }),
  markets: section({
    solutionsLabel: z.string().describe("Names each market's list of solutions (a fold on phones)"),
    items: z
      .array(card.omit({ badge: true, icon: true }).extend({ solutions: z.array(z.string()).min(3) }))
      .min(2)
      .max(8),
  }),
  closing: cta,
});
