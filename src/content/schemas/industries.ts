import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { cta, figureRow, hero, heroButtons, icon, pageFile, seo, yamlGlob } from './blocks';

/** The eight industries (one file each in src/content/industries/), each page in its sector's voice, and the labels their pages share. */

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
          impact: z.string().min(10).describe('The line at the foot of its card, e.g. "40% fewer false-positive AML alerts"'),
          impactKind: z
            .enum(['average', 'leavesWith'])
            .describe(
              "What the impact line is, and so its label on the card: `average`, a measured change averaged over the sector's clients six months after training (on the page's base); `leavesWith`, what the cohort takes away at the end",
            ),
          description: z.string().min(40),
        }),
      )
      .min(2, 'An industry shows at least two training programs')
      .max(6, 'An industry shows at most six training programs'),
    metrics: figureRow.describe(
      'What changes after the training, each a change against the client\'s own baseline: "+42%" or "−40%" (the page draws before and after on one scale)',
    ),
    base: z
      .strictObject({
        programmes: z.number().int().positive().describe('Programmes delivered in this sector since `since`, e.g. 22'),
        learners: z.number().int().positive().describe('Learners who completed them, e.g. 1040 (printed 1,040)'),
        since: z.number().int().min(2022).describe('The year of the first programme counted (AI programmes began in 2022)'),
        asOf: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Write the month the counts were taken as YYYY-MM, e.g. 2026-10')
          .describe('The month the counts were taken from our records (YYYY-MM)'),
      })
      .describe(
        "What this sector's averages rest on, from our records: printed over the measured figures. The eight sectors add up to the company totals",
      ),
    // The sentences of the page in the sector's own voice: its people, problems and words. What is the same on every
    // industry page (button labels, the lists' headings, the key of the bars) is in src/content/pages/training.yaml.
    sections: z
      .strictObject({
        overview: z.strictObject({
          title: z.string().min(10).describe("The intro's heading: whom the sector's training is for, in the sector's words"),
          useCaseLabel: z.string().min(10).describe('The heading over the use case, naming who builds it, e.g. "What your credit team builds"'),
        }),
        programs: z.strictObject({
          title: z
            .string()
            .regex(/\b[Pp]rogrammes\b/, 'The heading names the programmes (it labels their list)')
            .describe('Heading over the four programme cards, e.g. "Four programmes, desk by desk"'),
          intro: z
            .string()
            .min(40)
            .describe("How the programmes fit: each a module in a role's 4–16-week track, cohorts of 15 to 30, on the client's own data"),
        }),
        impact: z.strictObject({
          title: z.string().min(10).describe('Heading over the measured figures, e.g. "What the desks report six months on"'),
          intro: z
            .string()
            .min(40)
            .describe("What each figure compares: the client's own figures before training against six months after, in the sector's words"),
        }),
        closing: z.strictObject({
          title: z.string().min(10).describe("The closing band's heading, a question this sector's buyer asks"),
          body: z
            .string()
            .min(60)
            .describe(
              "The closing sentences above the button: what this sector's buyer should tell us. No reply times (the closing band shows them once)",
            ),
        }),
      })
      .describe("The page's headings and sentences, in this sector's own voice"),
    seo,
  }),
});

/** Words every industry training page shares: labels and buttons (each sector writes its own sentences, `sections` in its file). */
const trainingPage = defineCollection({
  loader: pageFile('training'),
  schema: z.strictObject({
    breadcrumb: z.string().describe('Middle breadcrumb, linking to the industries on the home page'),
    hero: hero
      .pick({ eyebrow: true })
      .extend({
        buttons: heroButtons
          .required({ intake: true, link: true })
          .describe('The intake button ("Start Your Consultation": the spec fixes no label here) and "See …" in Title Case to "#programs"'),
        caption: z.string().describe("Caption over the hero picture's bars, one per programme: what they measure"),
      })
      .describe("The page top's shared words: its title and lead are each sector's name and description"),
    hoursAbbr: z.string().max(3).describe('The unit after an hour figure in the picture, e.g. "h" in "40 h"'),
    satisfactionLabel: z.string(),
    intro: z.strictObject({ subSectorsLabel: z.string(), focusLabel: z.string() }),
    programs: z.strictObject({
      hoursUnit: z.string(),
      impactLabels: z
        .strictObject({
          average: z.string().describe("Label over an `average` impact line: a measured change, averaged over the sector's clients"),
          leavesWith: z.string().describe('Label over a `leavesWith` impact line: what the cohort takes away'),
        })
        .describe("The label over each card's impact line, by its `impactKind`"),
    }),
    metrics: z.strictObject({
      base: z
        .strictObject({
          label: z.string().describe('Leads the line that gives the base, e.g. "Base"'),
          programmes: z.string().describe('The word after the number of programmes'),
          learners: z.string().describe('The word after the number of learners'),
          since: z.string().describe('The word before the first year counted, e.g. "since"'),
          asOf: z.string().describe('The words before the month the counts were taken, e.g. "as of"'),
        })
        .describe('The base line over the measured figures: "Base: 22 programmes, 1,040 learners since 2022, as of October 2026"'),
      beforeLabel: z.string().describe("The pale bar: the client's own baseline before the training, drawn as 100"),
      afterLabel: z.string().describe('The solid bar: the same measure after the training'),
    }),
    closing: cta
      .pick({ label: true, reply: true })
      .describe("The closing's button; each industry writes its heading and sentences (`sections.closing` in its file)"),
  }),
});

export const industryCollections = { industries, trainingPage };
