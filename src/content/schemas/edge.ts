import { z } from 'astro/zod';
import { card, cta, figure, heroButtons, heroWith, pageCollection, section, step, weeks } from './blocks';

/** The Edge page, for universities (src/content/pages/edge.yaml). */
export const edgePage = pageCollection('edge', {
  hero: heroWith({
    buttons: heroButtons
      .required({ intake: true, also: true })
      .describe('"Join Smart India AI Challenge" and "Partner with Universities": both open the intake form in a new tab'),
    art: z
      .strictObject({
        caption: z.string().describe('What a dot of the field counts, e.g. "One dot a week"'),
        ready: z.string().describe('The label of the figure (under figures) whose months place the point: placement readiness'),
        readyLabel: z.string().max(12).describe('The last step of the path, short enough for its line, e.g. "Ready"'),
        result: z.string().describe('The label of the figure written beside the point, e.g. "Placement increase"'),
      })
      .describe('The page-top picture: the challenge phases on a field of weeks, on to placement readiness and its result'),
  }),
  figures: section({
    items: z
      .array(figure.extend({ unit: z.string().optional().describe('Shown after the value with its glossary tooltip') }))
      .min(3)
      .max(4, 'One band of at most four figures: the cloud credits and the revenue share are told where they are explained'),
  }),
  investment: section({
    caption: z.string().describe('Table caption; the sources are appended from the rows'),
    sourcesLabel: z.string().describe('On phones, the fold that holds the sources and notes under the table'),
    columns: z.strictObject({ country: z.string(), programme: z.string(), amount: z.string(), year: z.string(), focus: z.string() }),
    rows: z
      .array(
        z.strictObject({
          country: z.string(),
          programme: z.string(),
          amount: z.string().describe('As publicly announced, in local currency'),
          year: z.number().int().min(2015).max(2030),
          focus: z.string(),
          source: z.string().describe('The public body that announced the figure'),
        }),
      )
      .min(4),
    note: z.string().optional(),
  }),
  benefits: section({ items: z.array(card).min(4) }),
  phases: section({
    steps: z
      .array(step.extend({ duration: weeks.describe('The phase length in weeks') }))
      .min(2, 'The challenge has at least two phases')
      .max(5, 'The challenge shows at most five phases'),
  }),
  pitch: section({
    items: z
      .array(
        z.strictObject({ title: z.string().min(3), when: z.string().describe('When in the challenge it falls'), description: z.string().min(20) }),
      )
      .min(2),
  }),
  projects: section({
    items: z
      .array(z.strictObject({ title: z.string(), domain: z.string(), description: z.string().min(20), stack: z.array(z.string()).min(2) }))
      .min(3),
  }),
  monetisation: section({
    share: figure,
    split: z
      .strictObject({
        shareLabel: z.string().max(14).describe('Names the share in the drawn split, e.g. "University"'),
        restLabel: z.array(z.string().max(30)).min(1).max(2).describe('Names the rest, one or two short lines'),
      })
      .describe('The words of the drawn split of project revenue; its parts come from `share`'),
    points: z.array(z.strictObject({ title: z.string(), description: z.string().min(20) })).min(3),
  }),
  placement: section({ items: z.array(card).min(3) }),
  faq: section({ items: z.array(z.strictObject({ question: z.string(), answer: z.string().min(20) })).min(3) }),
  closing: cta.extend({ secondaryLabel: z.string() }),
});
