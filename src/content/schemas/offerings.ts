import { defineCollection, z } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { ICON_NAMES } from '@/components/ui/icon';
import { TOOL_CATEGORIES } from '@/lib/search';
import { TOOL_GRADIENT_NAMES } from '@/components/marketplace/tool-styles';
import { seoSchema } from './shared';

/** Collections behind the Plus, Edge and AI Marketplace pages (issue 5). */
const icon = z.enum(ICON_NAMES).describe(`Icon name from src/components/ui/icon.tsx: ${ICON_NAMES.join(', ')}`);
const pageFile = (name: string) => glob({ pattern: `${name}.yaml`, base: './src/content/pages' });

const heading = z
  .object({
    eyebrow: z.string().optional().describe('Small label above the section title'),
    title: z.string().min(3).describe('Section title (h2)'),
    intro: z.string().min(20).optional().describe('One or two sentences under the title'),
  })
  .strict();

const statItem = z
  .object({
    value: z.string().describe('The figure exactly as shown, e.g. "85%" or "$2M+"'),
    label: z.string().describe('What the figure measures'),
    description: z.string().optional(),
  })
  .strict();

const iconCard = z
  .object({ icon, title: z.string(), description: z.string().min(20) })
  .strict();

const closing = z
  .object({
    title: z.string(),
    body: z.string().min(20),
    label: z.string().describe('Button text; the button opens the intake form in a new tab'),
  })
  .strict();

const tools = defineCollection({
  loader: file('./src/content/tools.yaml'),
  schema: z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens'),
      name: z.string().min(3),
      description: z.string().min(30).max(200).describe('One or two sentences; search matches this text and the name'),
      category: z.enum(TOOL_CATEGORIES).describe(`One of ${TOOL_CATEGORIES.join(', ')}`),
      rating: z.number().min(0).max(5).describe('Average rating out of 5, e.g. 4.8'),
      users: z.string().describe('Users as shown, e.g. "12K+ users"'),
      price: z.string().describe('Price as shown: "Enterprise", "Custom", "From $99/mo" …'),
      features: z.array(z.string()).min(3).max(5),
      icon,
      gradient: z.enum(TOOL_GRADIENT_NAMES).describe(`Card colour: ${TOOL_GRADIENT_NAMES.join(', ')}`),
    })
    .strict(),
});

const TECH_TABS = ['frontend', 'backend', 'mobile', 'database', 'cloud', 'ai'] as const;
const PARTNER_KINDS = ['Cloud', 'Payments', 'ERP', 'CRM'] as const;

const plusPage = defineCollection({
  loader: pageFile('plus'),
  schema: z
    .object({
      seo: seoSchema,
      hero: z
        .object({
          eyebrow: z.string(),
          title: z.string(),
          tagline: z.string().min(20).describe('The hero tagline under the title'),
          primaryLabel: z.string().describe('Opens the intake form in a new tab'),
          secondaryLabel: z.string().describe('Jumps to the startup consultation section'),
        })
        .strict(),
      startup: z
        .object({
          heading,
          timeframeLabel: z.string(),
          outcomeLabel: z.string(),
          services: z
            .array(
              z
                .object({
                  icon,
                  title: z.string(),
                  description: z.string().min(20),
                  services: z.array(z.string()).min(3).describe('What the engagement includes'),
                  timeframe: z.string().describe('e.g. "2-6 months"'),
                  outcome: z.string().min(20).describe('The expected outcome'),
                })
                .strict(),
            )
            .length(4, 'The startup consultation has exactly four services'),
        })
        .strict(),
      process: z
        .object({
          heading,
          steps: z
            .array(z.object({ title: z.string(), description: z.string().min(20), duration: z.string() }).strict())
            .length(4, 'The consultation process has four steps'),
        })
        .strict(),
      claims: z.object({ heading, stats: z.array(statItem).length(3) }).strict(),
      techStack: z
        .object({
          heading,
          tabs: z
            .array(
              z
                .object({
                  id: z.enum(TECH_TABS),
                  label: z.string(),
                  items: z
                    .array(z.object({ name: z.string(), category: z.string(), description: z.string().min(20) }).strict())
                    .min(4)
                    .max(5, 'Each tab lists four or five technologies'),
                })
                .strict(),
            )
            .length(6)
            .refine((tabs) => tabs[0]?.id === 'frontend', 'The frontend tab comes first: it is active at the start'),
        })
        .strict(),
      partners: z
        .object({
          heading,
          highlightLabel: z.string().describe('Text shown on the highlighted partner card'),
          pauseLabel: z.string(),
          playLabel: z.string(),
          items: z
            .array(
              z
                .object({
                  name: z.string().describe('Fictional or generic: no real company that would imply an endorsement'),
                  kind: z.enum(PARTNER_KINDS),
                  description: z.string().min(20),
                  icon,
                })
                .strict(),
            )
            .length(6),
        })
        .strict(),
      trustedBy: z
        .object({
          title: z.string(),
          names: z.array(z.string()).length(5).describe('Fictional client names only'),
        })
        .strict(),
      capabilities: z.object({ heading, items: z.array(iconCard).length(6) }).strict(),
      markets: z
        .object({
          heading,
          items: z
            .array(z.object({ icon, title: z.string(), description: z.string().min(20), solutions: z.array(z.string()).min(3) }).strict())
            .length(5),
        })
        .strict(),
      closing,
    })
    .strict(),
});

const edgePage = defineCollection({
  loader: pageFile('edge'),
  schema: z
    .object({
      seo: seoSchema,
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
    })
    .strict(),
});

const marketplacePage = defineCollection({
  loader: pageFile('marketplace'),
  schema: z
    .object({
      seo: seoSchema,
      hero: z.object({ eyebrow: z.string(), title: z.string(), lead: z.string().min(20) }).strict(),
      stats: z.array(statItem).length(4),
      catalogue: z
        .object({
          heading,
          searchLabel: z.string(),
          searchPlaceholder: z.string(),
          categoryLabel: z.string(),
          resultsTemplate: z.string().includes('{shown}').includes('{total}').describe('Announced count, e.g. "{shown} of {total} tools"'),
          emptyTitle: z.string().describe('Spec: "No AI tools found"'),
          emptyHint: z.string().describe('Spec: "Try adjusting your search or filter criteria"'),
          resetLabel: z.string(),
          ratingTemplate: z.string().includes('{rating}').describe('Accessible rating label, e.g. "Rated {rating} out of 5"'),
          featuresLabel: z.string(),
          requestLabel: z.string().describe('Card button text; opens the intake form in a new tab'),
        })
        .strict(),
      cta: closing.extend({ secondaryLabel: z.string() }).strict(),
    })
    .strict(),
});

export const offerings = { tools, plusPage, edgePage, marketplacePage };
