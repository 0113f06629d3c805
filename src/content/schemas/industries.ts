import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { cta, figureRow, icon, pageFile, section, seo, yamlGlob } from './blocks';

/** The eight industries (one file each in src/content/industries/) and the words their pages share. */

const industries = defineCollection({
  loader: yamlGlob('industries'),
  schema: z.strictObject({
    name: z.string().describe('Full sector name, e.g. "Banking, Financial Services & Insurance"'),
    shortName: z.string().max(16).describe('Short label used in menus and cards, e.g. "BFSI"'),
    order: z.number().int().min(1).describe('Position in menus and grids'),
    description: z.string().min(40),
    // No colour of its own (docs/brand.md): an industry is told apart by its name and its programmes, not a hue.
    icon: icon.describe('Icon of the sector, for lists that name it with one'),
    useCase: z.string().min(40).describe('One concrete AI use case for the sector'),
    stats: z.strictObject({
      headline: z
        .string()
        .describe(
          'Headline figure shown on the card and at the amber point of the page-top picture: the figure first, then its words, e.g. "45% faster loan decisions"',
        ),
      satisfaction: z.number().int().min(0).max(100).describe('Learner satisfaction percentage, e.g. 96'),
      program: z
        .string()
        .describe(
          "The `short` name of the programme whose measured result the headline is: the page-top picture puts its amber point at that programme's bar",
        ),
    }),
    subSectors: z.array(z.string()).min(3),
    trainingFocus: z.array(z.string()).min(3),
    programs: z
      .array(
        z.strictObject({
          title: z.string(),
          short: z.string().max(15).describe('The programme\'s name on its bar in the hero picture, e.g. "Credit risk"'),
          hours: z.number().int().positive(),
          impact: z.string(),
          description: z.string().min(40),
        }),
      )
      .min(2, 'An industry shows at least two training programs')
      .max(6, 'An industry shows at most six training programs'),
    metrics: figureRow.describe(
      'What changes after the training, each a change against the client\'s own baseline: "+42%" or "−40%" (the page draws before and after on one scale)',
    ),
    closing: z
      .string()
      .min(60)
      .describe(
        "The closing sentences of this sector's page, above the button: whom to tell us about, and the reply ladder in this page's own words",
      ),
    seo,
  }),
});

/** Words shared by the industry training pages; `{sector}` is replaced with the sector's short name. */
const trainingPage = defineCollection({
  loader: pageFile('training'),
  schema: z.strictObject({
    breadcrumb: z.string().describe('Middle breadcrumb, linking to the industries on the home page'),
    heroEyebrow: z.string(),
    heroCta: z.string().describe('Hero button; opens the intake form ("Start Your Consultation": the spec fixes no label here)'),
    heroSecondary: z.string().describe('Hero link that jumps to the programs, "See …" in Title Case'),
    heroArtCaption: z.string().describe("Caption over the hero picture's bars, one per programme: what they measure"),
    hoursAbbr: z.string().max(3).describe('The unit after an hour figure in the picture, e.g. "h" in "40 h"'),
    satisfactionLabel: z.string(),
    intro: z.strictObject({ title: z.string(), useCaseLabel: z.string(), subSectorsLabel: z.string(), focusLabel: z.string() }),
    programs: section({ hoursUnit: z.string(), impactLabel: z.string() }),
    metrics: section({
      beforeLabel: z.string().describe("The pale bar: the client's own baseline before the training, drawn as 100"),
      afterLabel: z.string().describe('The solid bar: the same measure after the training'),
    }),
    closing: cta.omit({ body: true }).describe("The closing's title and button; each industry writes its own sentences (`closing` in its file)"),
  }),
});

export const industryCollections = { industries, trainingPage };
