import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { card, cta, figure, hero, pageFile, section, seo } from './blocks';

/** The About page (src/content/pages/about.yaml). Copy may name the company through `{name}`, `{formerName}` … tokens. */
export const aboutPage = defineCollection({
  loader: pageFile('about'),
  schema: ({ image }) =>
    z.strictObject({
      seo,
      hero,
      founder: section({
        name: z.string().describe('The founder, as shown under the portrait'),
        role: z.string(),
        photo: image()
          .optional()
          .describe(
            'A 4:5 portrait, at least 800 px tall, beside this file (e.g. ./about/founder.jpg); until there is one, a plate with the initials',
          ),
        bio: z.array(z.string()).min(2).describe('Paragraphs'),
        quote: z.string().optional(),
        facts: z
          .array(z.strictObject({ label: z.string(), value: z.string() }))
          .min(2)
          .max(4)
          .optional()
          .describe('Two to four short facts under the portrait, two to a row'),
        profileLabel: z.string().describe('Button that opens the founder profile URL from site.ts'),
      }),
      mission: section({ statement: z.string(), values: z.array(card).min(3).max(4) }),
      heritage: section({
        headline: z.string(),
        story: z.array(z.string()).min(2),
        pillars: z.array(card).min(2).max(4),
        clients: figure.describe('The clients served since the founding: the point of the page-top picture, where the path stands today'),
      }),
      timeline: section({
        items: z
          .array(z.strictObject({ year: z.number().int().min(1990).max(2100), title: z.string(), description: z.string() }))
          .min(2)
          .refine((items) => items.every((item, i) => i === 0 || item.year > items[i - 1].year), 'List the milestones oldest first, one per year'),
      }),
      sectors: section({
        items: z
          .array(
            z.strictObject({
              sector: z.string(),
              description: z.string(),
              metrics: z.strictObject({ impact: z.string(), completion: z.number().int().min(0).max(100), growth: z.string() }),
            }),
          )
          .min(2)
          .max(4),
        labels: z.strictObject({ impact: z.string(), completion: z.string(), growth: z.string() }),
        ledgerLink: z.string().min(10).describe('A link under the sectors to the public ledger of figures (/how-we-measure)'),
      }),
      cta,
    }),
});
