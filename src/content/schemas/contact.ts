import { z } from 'astro/zod';
import { cta, figure, hero, icon, pageCollection, section } from './blocks';

/** The Contact page (src/content/pages/contact.yaml); phone, email and address come from src/lib/site.ts. */
export const contactPage = pageCollection('contact', {
  hero,
  replyNote: z
    .string()
    .min(20)
    .max(140)
    .describe('The reply-time promise, said once: it stands under the button of every closing call that sets `reply: true`'),
  methods: section({
    items: z
      .array(
        z.strictObject({
          kind: z.enum(['call', 'email', 'booking']).describe('call → phone from site.ts; email → email from site.ts; booking → booking form'),
          icon,
          title: z.string(),
          detail: z.string().optional().describe('Only for booking; call and email show the number and address from site.ts'),
          description: z.string(),
          action: z.string().describe('Button text'),
        }),
      )
      .min(2)
      .max(4),
  }),
  commitments: section({
    contract: z.string().describe('Names the contract on the page-top picture, between the promises kept in hours and the days to kickoff'),
    items: z
      .array(figure.extend({ short: z.string().max(12).describe('One word naming the step on the page-top picture, e.g. "Reply"') }))
      .min(2)
      .max(5)
      .describe('In order; each value a time in hours, or (the steps after the contract) days or weeks'),
  }),
  office: section({
    addressLabel: z.string(),
    hoursLabel: z.string(),
    phoneLabel: z.string(),
    emailLabel: z.string(),
    map: z.strictObject({ area: z.string(), ring: z.string() }).describe('The labels of the drawn map beside the address'),
  }),
  facts: section({ items: z.array(figure).min(2).max(8) }),
  cta,
});
