import { z } from 'astro/zod';
import { card, cta, figure, hero, icon, pageCollection, section } from './blocks';

/** The About page (src/content/pages/about.yaml). Copy may name the company through `{name}`, `{formerName}` … tokens. */
export const aboutPage = pageCollection('about', {
  hero,
  highlights: z.array(figure).min(3).max(4),
  founder: section({
    name: z.string().describe('The founder, as shown under the portrait'),
    role: z.string(),
    bio: z.array(z.string()).min(2).describe('Paragraphs'),
    quote: z.string().optional(),
    profileLabel: z.string().describe('Button that opens the founder profile URL from site.ts'),
  }),
  mission: section({ statement: z.string(), values: z.array(card).min(3).max(4) }),
  heritage: section({ headline: z.string(), story: z.array(z.string()).min(2), pillars: z.array(card).length(3), clients: figure }),
  timeline: section({ items: z.array(z.strictObject({ year: z.number().int(), title: z.string(), description: z.string() })) }).refine(
    (t) => t.items.map((i) => i.year).join() === '2019,2020,2021,2022,2023,2024',
    'The timeline has one entry per year from 2019 to 2024, in order',
  ),
  sectors: section({
    items: z
      .array(
        z.strictObject({
          sector: z.string(),
          icon,
          description: z.string(),
          metrics: z.strictObject({ impact: z.string(), completion: z.number().int().min(0).max(100), growth: z.string() }),
        }),
      )
      .length(3),
    labels: z.strictObject({ impact: z.string(), completion: z.string(), growth: z.string() }),
  }),
  cta,
});
