import { z } from 'astro/zod';
import { pageCollection } from './shared';
import { heading, statItem, iconCard, closing } from './offering-parts';

/** The Kriyon Edge page (src/content/pages/edge.yaml). */
export const edgePage = pageCollection('edge', {
  hero: z
    .object({
      eyebrow: z.string(),
      title: z.string(),
      lead: z.string().min(20),
      challengeLabel: z.string().describe('"Join Smart India AI Challenge": opens the intake form in a new tab'),
      partnerLabel: z.string().describe('"Partner with Universities": opens the intake form in a new tab'),
    })
    .strict(),
  glossary: z
    .object({ term: z.string(), definition: z.string().min(10) })
    .strict()
    .describe('The abbreviation explained where a figure uses it (LPA)'),
  figures: z
    .object({
      heading,
      stats: z
        .array(statItem.extend({ unit: z.string().optional().describe('Shown after the value with its glossary tooltip') }).strict())
        .length(6),
    })
    .strict(),
  investment: z
    .object({
      heading,
      caption: z.string().describe('Table caption; the sources are appended from the rows'),
      columns: z.object({ country: z.string(), programme: z.string(), amount: z.string(), year: z.string(), focus: z.string() }).strict(),
      rows: z
        .array(
          z
            .object({
              country: z.string(),
              programme: z.string(),
              amount: z.string().describe('As publicly announced, in local currency'),
              year: z.number().int().min(2015).max(2030),
              focus: z.string(),
              source: z.string().describe('The public body that announced the figure'),
            })
            .strict(),
        )
        .min(4),
      note: z.string().optional(),
    })
    .strict(),
  benefits: z
    .object({
      heading,
      items: z
        .array(iconCard.extend({ highlight: z.string().optional().describe('A figure shown as a badge') }).strict())
        .min(4),
    })
    .strict(),
  phases: z
    .object({
      heading,
      steps: z
        .array(
          z
            .object({
              title: z.string(),
              description: z.string().min(20),
              duration: z.string().regex(/^\d+ weeks?$/, 'Write the phase length as "4 weeks"'),
            })
            .strict(),
        )
        .length(3, 'The challenge has three phases'),
    })
    .strict(),
  pitch: z
    .object({ heading, events: z.array(iconCard.extend({ when: z.string() }).strict()).min(2) })
    .strict(),
  projects: z
    .object({
      heading,
      items: z
        .array(z.object({ title: z.string(), domain: z.string(), description: z.string().min(20), stack: z.array(z.string()).min(2) }).strict())
        .min(3),
    })
    .strict(),
  monetisation: z
    .object({
      heading,
      share: statItem,
      points: z.array(z.object({ title: z.string(), description: z.string().min(20) }).strict()).min(3),
    })
    .strict(),
  placement: z
    .object({ heading, support: z.array(iconCard).min(3) })
    .strict(),
  faq: z
    .object({ heading, items: z.array(z.object({ question: z.string(), answer: z.string().min(20) }).strict()).min(3) })
    .strict(),
  closing: closing.extend({ secondaryLabel: z.string() }).strict(),
});
