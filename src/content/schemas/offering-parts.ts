import { z } from 'astro/zod';
import { icon } from './shared';

/** Pieces shared by the Plus, Edge and AI Marketplace page schemas. */

export const heading = z
  .object({
    eyebrow: z.string().optional().describe('Small label above the section title'),
    title: z.string().min(3).describe('Section title (h2)'),
    intro: z.string().min(20).optional().describe('One or two sentences under the title'),
  })
  .strict();

export const statItem = z
  .object({
    value: z.string().describe('The figure exactly as shown, e.g. "85%" or "$2M+"'),
    label: z.string().describe('What the figure measures'),
    description: z.string().optional(),
  })
  .strict();

export const iconCard = z
  .object({ icon, title: z.string(), description: z.string().min(20) })
  .strict();

export const closing = z
  .object({
    title: z.string(),
    body: z.string().min(20),
    label: z.string().describe('Button text; the button opens the intake form in a new tab'),
  })
  .strict();
