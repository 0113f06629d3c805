import { z } from 'astro/zod';
import { icon, pageCollection } from './shared';
import { heading, statItem, iconCard, closing } from './offering-parts';

/** The Kriyon Plus page (src/content/pages/plus.yaml). */
const TECH_TABS = ['frontend', 'backend', 'mobile', 'database', 'cloud', 'ai'] as const;
const PARTNER_KINDS = ['Cloud', 'Payments', 'ERP', 'CRM'] as const;

export const plusPage = pageCollection('plus', {
  hero: z
    .object({
      eyebrow: z.string(),
      title: z.string(),
      tagline: z.string().min(20).describe('The hero tagline under the title'),
      primaryLabel: z.string().describe('Opens the intake form in a new tab'),
      secondaryLabel: z.string().describe('Jumps to the startup consultation section'),
    })
    .strict(),
  startup: z
    .object({
      heading,
      timeframeLabel: z.string(),
      outcomeLabel: z.string(),
      services: z
        .array(
          z
            .object({
              icon,
              title: z.string(),
              description: z.string().min(20),
              services: z.array(z.string()).min(3).describe('What the engagement includes'),
              timeframe: z.string().describe('e.g. "2-6 months"'),
              outcome: z.string().min(20).describe('The expected outcome'),
            })
            .strict(),
        )
        .length(4, 'The startup consultation has exactly four services'),
    })
    .strict(),
  process: z
    .object({
      heading,
      steps: z
        .array(z.object({ title: z.string(), description: z.string().min(20), duration: z.string() }).strict())
        .length(4, 'The consultation process has four steps'),
    })
    .strict(),
  claims: z.object({ heading, stats: z.array(statItem).length(3) }).strict(),
  techStack: z
    .object({
      heading,
      tabs: z
        .array(
          z
            .object({
              id: z.enum(TECH_TABS),
              label: z.string(),
              items: z
                .array(z.object({ name: z.string(), category: z.string(), description: z.string().min(20) }).strict())
                .min(4)
                .max(5, 'Each tab lists four or five technologies'),
            })
            .strict(),
        )
        .length(6)
        .refine((tabs) => tabs[0]?.id === 'frontend', 'The frontend tab comes first: it is active at the start'),
    })
    .strict(),
  partners: z
    .object({
      heading,
      highlightLabel: z.string().describe('Text shown on the highlighted partner card'),
      pauseLabel: z.string(),
      playLabel: z.string(),
      items: z
        .array(
          z
            .object({
              name: z.string().describe('Fictional or generic: no real company that would imply an endorsement'),
              kind: z.enum(PARTNER_KINDS),
              description: z.string().min(20),
              icon,
            })
            .strict(),
        )
        .length(6),
    })
    .strict(),
  trustedBy: z
    .object({
      title: z.string(),
      names: z.array(z.string()).length(5).describe('Fictional client names only'),
    })
    .strict(),
  capabilities: z.object({ heading, items: z.array(iconCard).length(6) }).strict(),
  markets: z
    .object({
      heading,
      items: z
        .array(z.object({ icon, title: z.string(), description: z.string().min(20), solutions: z.array(z.string()).min(3) }).strict())
        .length(5),
    })
    .strict(),
  closing,
});
