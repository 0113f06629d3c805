import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { COUNTED, durationProblem, UNITS } from '@/lib/duration';
import { ICON_NAMES } from '@/lib/icons';

/**
 * The content vocabulary: the few building blocks every page is made of, spelled one way from the
 * YAML to the component props. A section is a heading (eyebrow, title, intro) plus its items; an
 * item is a figure, a card, a step or a call to action. Components take the types exported here.
 */

/** Every YAML file of a folder in src/content/, one entry each. */
export const yamlGlob = (folder: string) => glob({ pattern: '**/*.{yaml,yml}', base: `./src/content/${folder}` });

/** One page's copy: `src/content/pages/<name>.yaml`, a single entry. */
export const pageFile = (name: string) => glob({ pattern: `${name}.yaml`, base: './src/content/pages' });

/** An icon drawn by src/components/ui/icon.tsx, by name. */
export const icon = z.enum(ICON_NAMES).describe(`Icon name: ${ICON_NAMES.join(', ')}`);

/** Search-engine fields shared by every page-like entry. */
export const seo = z.strictObject({
  title: z.string().min(5).max(70).describe('Browser tab and search result title, without the brand name'),
  description: z.string().min(15).max(160).describe('Search result summary, one sentence'),
});

/** The buttons under a page's lead, so its first screen offers a next step. */
export const heroButtons = z.strictObject({
  intake: z.string().min(3).optional().describe('Label of the main button, which opens the intake form in a new tab, e.g. "Start Your Consultation"'),
  link: z
    .strictObject({
      label: z.string().min(3),
      href: z.string().regex(/^#[a-z][a-z0-9-]*$/, 'An in-page link: "#" and the id of a section on this page, e.g. "#studies"'),
    })
    .optional()
    .describe('A second button that jumps to a section of this page, e.g. "Read the Case Studies" to "#studies"'),
  also: z
    .string()
    .min(3)
    .optional()
    .describe('A second button that also opens the intake form, for a page with two audiences (Edge: "Partner with Universities")'),
});

/** The top of a page: small label, heading (h1), the lead paragraph, and buttons if the page has none of its own. */
export const hero = z.strictObject({
  eyebrow: z.string().min(2).describe('Small label above the page heading'),
  title: z.string().min(3).describe('The page heading (h1)'),
  lead: z.string().min(20).describe('The paragraph under the heading'),
  buttons: heroButtons.optional(),
});

/**
 * The one page top every page kind shares: these four fields mean the same everywhere, and a page adds only what its own
 * top draws (its picture, the home page's bullets and panels), e.g. `heroWith({ art: … })`.
 */
export function heroWith<T extends z.ZodRawShape>(shape: T) {
  // Typed so a page's own field replaces the shared one (a required `buttons`), not intersects with it.
  const fields: Omit<typeof hero.shape, keyof T> & T = { ...hero.shape, ...shape };
  return z.strictObject(fields);
}

/** The top of a section: small label, heading (h2), one or two sentences. */
export const heading = z.strictObject({
  eyebrow: z.string().min(2).optional().describe('Small label above the heading'),
  title: z.string().min(3).describe('Section heading (h2)'),
  intro: z.string().min(20).optional().describe('One or two sentences under the heading'),
});

/** A section: its heading fields, then what it holds. */
export const section = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ ...heading.shape, ...shape });

/** A figure as printed, with what it measures. */
export const figure = z.strictObject({
  value: z.coerce.string().min(1).describe('The figure exactly as shown, e.g. "312%", "₹5.2Cr", "24/7"'),
  label: z.string().min(2).describe('What the figure measures'),
  description: z.string().min(10).optional().describe('One sentence of context under the label'),
});

/** A row of figures, four across on a wide screen and 2 x 2 on a phone: three or four read well. */
export const figureRow = z.array(figure).min(3, 'A row of figures needs at least three').max(4, 'A row of figures shows at most four');

/** An icon card: what something is, in a sentence or two. */
export const card = z.strictObject({
  icon,
  title: z.string().min(3),
  description: z.string().min(20),
  badge: z.string().optional().describe('A short figure or promise shown as a badge, e.g. "90-day support"'),
});

/**
 * A length of time as numbers and a unit; the page writes the words (src/lib/duration.ts): `{ from: 1, to: 2, unit: week }`
 * prints "1–2 weeks", with `counted: at` "Weeks 1–2", `counted: within` "Within 1 week", `counted: onwards` "Day 90 onwards".
 */
export const duration = z
  .strictObject({
    from: z.number().min(0).optional().describe('The number, or the first of a range: 4 for "4 weeks", 1 for "1–2 weeks"'),
    to: z.number().positive().optional().describe('The last number of a range: 2 for "1–2 weeks"; empty for one number'),
    unit: z.enum(UNITS).describe('hour, day, week or month'),
    counted: z
      .enum(COUNTED)
      .optional()
      .describe(
        'How it reads: length ("4 weeks", the default), at ("Week 3", counted from the start), within ("Within 1 week"), onwards ("Day 90 onwards"), ongoing ("Ongoing", no numbers)',
      ),
  })
  .superRefine((d, ctx) => {
    const problem = durationProblem(d);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A duration in weeks: a programme's or a phase's length ("12 weeks"). */
export const weeks = duration.refine((d) => d.unit === 'week' && (d.counted ?? 'length') === 'length' && d.to === undefined && d.from! > 0, {
  message: 'A length in whole weeks: one number ("from") and unit week, e.g. { from: 12, unit: week }',
});

/** One step of a process or a phase of a programme. */
export const step = z.strictObject({
  title: z.string().min(3),
  description: z.string().min(20),
  duration: duration.optional().describe('How long it takes, as numbers and a unit'),
});

/** A closing call to action: heading, sentence, and the button that opens the intake form. */
export const cta = z.strictObject({
  title: z.string().min(5),
  body: z.string().min(20),
  label: z.string().min(3).describe('Button text; the button opens the intake form in a new tab'),
  note: z.string().min(20).optional().describe('A smaller line under the button in a closing band, for what the call is not'),
  reply: z
    .boolean()
    .optional()
    .describe('true where a visitor decides to write: the reply-time note (replyNote in pages/contact.yaml) stands under the button'),
});

/** Labels of a button that opens and closes a collapsible panel. */
export const toggle = z.strictObject({
  show: z.string().min(3).describe('While the panel is closed, e.g. "Show Quick Facts"'),
  hide: z.string().min(3).describe('While the panel is open, e.g. "Hide Quick Facts"'),
});

/** A page's copy as a collection: `src/content/pages/<name>.yaml`, its search-engine fields and its sections. */
export const pageCollection = <T extends z.ZodRawShape>(name: string, sections: T) =>
  defineCollection({ loader: pageFile(name), schema: z.strictObject({ seo, ...sections }) });

export type Hero = z.infer<typeof hero>;
export type HeroButtons = z.infer<typeof heroButtons>;
export type Heading = z.infer<typeof heading>;
/** A figure as a component takes it: `claim` names the claim it prints (set where content is read, src/lib/copy.ts). */
export type Figure = z.infer<typeof figure> & { claim?: string };
export type Card = z.infer<typeof card>;
export type Step = z.infer<typeof step>;
export type { Duration } from '@/lib/duration';
export type Cta = z.infer<typeof cta>;
export type Toggle = z.infer<typeof toggle>;
