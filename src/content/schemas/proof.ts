import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { heading } from './blocks';

/**
 * Proof the company can show once it has it: attributed testimonials, client logos and the
 * leadership team, with photos. All of it lives in src/content/proof.yaml (photos and logos beside it
 * in src/content/proof/); each list starts empty and its section appears on the site only when the list
 * has entries. Never invent a quote, a logo or a person.
 */
const testimonial = z.strictObject({
  quote: z.string().min(40).max(360).describe('The words as the person approved them, without quotation marks'),
  name: z.string().min(3),
  role: z.string().min(3).describe('Their job title, e.g. "Chief Operating Officer"'),
  organisation: z.string().min(2).describe('Their organisation as they agreed it may be named'),
  industry: z
    .string()
    .optional()
    .describe('An industry file name (e.g. bfsi): the quote also shows on that industry page')
    .meta({ editor: { oneOf: { collection: 'industries' } } }),
  consent: z.literal(true).describe('true once the person has agreed in writing to be quoted by name'),
});

export const proofCollections = {
  proof: defineCollection({
    loader: glob({ pattern: 'proof.yaml', base: './src/content' }),
    schema: ({ image }) =>
      z.strictObject({
        testimonials: z
          .array(testimonial.extend({ photo: image().optional().describe('A square portrait, at least 240 px, in src/content/proof/') }))
          .default([]),
        clients: z
          .array(
            z.strictObject({
              name: z.string().min(2).describe('The client, as it agreed to be named'),
              logo: image().describe('Its logo (SVG or PNG) in src/content/proof/, on a transparent background'),
              consent: z.literal(true).describe('true once the client has agreed in writing to show its logo'),
            }),
          )
          .default([]),
        team: z
          .array(
            z.strictObject({
              name: z.string().min(3),
              role: z.string().min(3),
              bio: z.string().min(40).max(320),
              photo: image().describe('A portrait, 4:5, at least 800 px tall, in src/content/proof/'),
              profile: z.url().optional().describe('Their professional-network profile; opens in a new tab'),
            }),
          )
          .default([]),
        sections: z
          .strictObject({
            testimonials: heading,
            clients: heading,
            team: heading.extend({ profileLabel: z.string().min(3).describe('Button under a team member that opens their profile') }),
          })
          .describe('Headings of the three sections'),
      }),
  }),
};
