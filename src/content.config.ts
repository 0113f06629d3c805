import { defineCollection, z } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { ICON_NAMES } from '@/components/ui/icon';
import { TOOL_CATEGORIES } from '@/lib/search';
import { TOOL_GRADIENT_NAMES } from '@/components/marketplace/tool-styles';

/*
 * Every content collection, its loader and its schema. Editors: the `.describe()` notes say what each
 * field is for; a build fails with the field's name when an entry does not fit.
 */

/** Search-engine fields shared by every page-like entry. */
export const seoSchema = z
  .object({
    title: z.string().min(5).max(70).describe('Browser tab and search result title, without the brand name'),
    description: z.string().min(15).max(160).describe('Search result summary, one sentence'),
  })
  .strict();

const yamlGlob = (folder: string) => glob({ pattern: '**/*.{yaml,yml}', base: `./src/content/${folder}` });

// ── Foundation ────────────────────────────────────────────────────────────────
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z
    .object({
      title: z.string().min(5).max(80),
      description: z.string().min(15).max(160),
      updated: z.coerce.date().describe('Date shown as "Last updated"'),
      precision: z.enum(['day', 'month']).default('day').describe('month shows "December 2024"; day shows "1 January 2025"'),
      summary: z.string().min(15).describe('One or two sentences under the page heading'),
    })
    .strict(),
});

const promos = defineCollection({
  loader: file('./src/content/promos.yaml'),
  schema: z
    .object({
      id: z.string(),
      order: z.number().int(),
      route: z.enum(['marketplace', 'plus', 'edge']).describe('Which page the promo links to'),
      title: z.string(),
      body: z.string().min(20),
      cta: z.string(),
    })
    .strict(),
});

const foundation = { legal, promos };

// ── Home page (issue 3) ───────────────────────────────────────────────────────
export const INDUSTRY_COLOURS = ['indigo', 'emerald', 'sky', 'amber', 'rose', 'violet', 'teal', 'orange'] as const;

const industries = defineCollection({
  loader: yamlGlob('industries'),
  schema: z
    .object({
      name: z.string().describe('Full sector name, e.g. "Banking, Financial Services & Insurance"'),
      shortName: z.string().max(16).describe('Short label used in menus and cards, e.g. "BFSI"'),
      order: z.number().int().min(1).describe('Position in menus and grids'),
      description: z.string().min(40),
      colour: z.enum(INDUSTRY_COLOURS).describe(`Card accent, one of ${INDUSTRY_COLOURS.join(', ')}`),
      useCase: z.string().min(40).describe('One concrete AI use case for the sector'),
      stats: z
        .object({
          headline: z.string().describe('Headline figure shown on the card, e.g. "45% faster loan decisions"'),
          satisfaction: z.number().int().min(93).max(98).describe('Learner satisfaction percentage (93-98)'),
        })
        .strict(),
      subSectors: z.array(z.string()).min(3),
      trainingFocus: z.array(z.string()).min(3),
      programs: z
        .array(
          z
            .object({
              title: z.string(),
              hours: z.number().int().positive(),
              impact: z.string(),
              description: z.string().min(40),
            })
            .strict(),
        )
        .length(4, 'Each industry has exactly four training programs'),
      impactMetrics: z
        .array(
          z
            .object({
              metric: z.string(),
              improvement: z.string(),
              description: z.string().optional(),
            })
            .strict(),
        )
        .length(4, 'Each industry has exactly four impact metrics'),
      seo: seoSchema,
    })
    .strict(),
});

const homeFile = (name: string) => file(`./src/content/home/${name}.yaml`);
const toggleLabels = z
  .object({
    show: z.string().min(3).describe('Button label while the panel is closed, e.g. "Show Quick Facts"'),
    hide: z.string().min(3).describe('Button label while the panel is open, e.g. "Hide Quick Facts"'),
  })
  .strict()
  .describe('Labels of the button that opens and closes a collapsible panel');
const figure = z
  .object({
    value: z.string().describe('The figure exactly as printed, e.g. "4.2x", "92%", "24/7"'),
    label: z.string().describe('What the figure measures'),
    description: z.string().optional().describe('Optional sentence under the label'),
  })
  .strict();
const sectionIntro = {
  eyebrow: z.string().describe('Small label above the section heading'),
  title: z.string().describe('Section heading (h2)'),
  intro: z.string().min(20).describe('One or two sentences under the heading'),
};

/** One-off copy of the home page: hero lines, section intros, figures and panel text. */
const homePage = defineCollection({
  loader: glob({ pattern: 'home.yaml', base: './src/content/pages' }),
  schema: z
    .object({
      seo: seoSchema,
      hero: z
        .object({
          eyebrow: z.string(),
          title: z.string().describe('The page h1'),
          lead: z.string().min(40),
          bullets: z.array(z.string()).length(3, 'The hero shows exactly three feature bullets'),
          consultationCta: z.string().describe('Button that opens the booking form ("Get Free Consultation")'),
          servicesCta: z.string().describe('Button that scrolls to the services section ("View Services")'),
          discoverCue: z.string().describe('Cue at the bottom of the hero that scrolls to the services ("Discover How")'),
          quickFacts: z
            .object({
              title: z.string(),
              toggle: toggleLabels,
              items: z.array(z.object({ icon: z.enum(ICON_NAMES), value: z.string(), label: z.string() }).strict()).length(3),
            })
            .strict(),
          impactStats: z.object({ title: z.string(), toggle: toggleLabels, items: z.array(figure).length(4) }).strict(),
        })
        .strict(),
      services: z
        .object({
          ...sectionIntro,
          coversLabel: z.string().describe('Heading of the list of topics on each tier card'),
          audienceLabel: z.string().describe('Heading of the "who it is for" line on each tier card'),
          consultation: z
            .object({ title: z.string(), body: z.string().min(40), points: z.array(figure).min(2) })
            .strict()
            .describe('The free consultation and implementation support promise'),
          contact: z
            .object({
              title: z.string(),
              toggle: toggleLabels,
              call: z.object({ label: z.string(), description: z.string() }).strict(),
              email: z.object({ label: z.string(), description: z.string(), subject: z.string().describe('Subject line of the proposal e-mail') }).strict(),
              book: z.object({ label: z.string(), description: z.string() }).strict(),
            })
            .strict(),
        })
        .strict(),
      whyChooseUs: z
        .object({
          ...sectionIntro,
          metrics: z.array(figure).length(4),
          additionalMetrics: z.object({ title: z.string(), toggle: toggleLabels, items: z.array(figure).min(2) }).strict(),
          methodology: z
            .object({
              title: z.string(),
              toggle: toggleLabels,
              steps: z.array(z.object({ title: z.string(), description: z.string().min(20), duration: z.string().optional() }).strict()).min(3),
            })
            .strict(),
          support: z
            .object({
              title: z.string(),
              body: z.string().min(20),
              promises: z.array(figure).min(2).describe('Response-time promises'),
              cta: z.string().describe('Button that opens the booking form ("Book Now")'),
            })
            .strict(),
        })
        .strict(),
      industries: z
        .object({
          ...sectionIntro,
          programme: z.object({ title: z.string(), intro: z.string(), focusLabel: z.string() }).strict(),
          cards: z
            .object({
              title: z.string(),
              headlineLabel: z.string().describe('Screen-reader label of the headline figure on each card'),
              satisfactionLabel: z.string().describe('Label under the satisfaction percentage on each card'),
              linkHint: z.string().describe('Text at the foot of each card, e.g. "Explore programmes"'),
            })
            .strict(),
          impactBand: z.object({ title: z.string(), body: z.string(), stats: z.array(figure).length(4) }).strict(),
        })
        .strict(),
      globalDevelopments: z
        .object({ ...sectionIntro, impactLabel: z.string(), linkLabel: z.string().describe('Text of each external link') })
        .strict(),
      strategic: z
        .object({
          ...sectionIntro,
          pillars: z.array(z.object({ icon: z.enum(ICON_NAMES), title: z.string(), description: z.string().min(20) }).strict()).min(3),
          cta: z
            .object({
              title: z.string(),
              body: z.string(),
              label: z.enum(['Request Assessment', 'Schedule Consultation']).describe('Opens the intake form (spec §7)'),
            })
            .strict(),
        })
        .strict(),
    })
    .strict(),
});

const trainingTiers = defineCollection({
  loader: homeFile('training-tiers'),
  schema: z
    .object({
      id: z.string().describe('Stable key, kebab-case'),
      order: z.number().int().min(1),
      icon: z.enum(ICON_NAMES),
      title: z.string(),
      duration: z.string().describe('Length as printed, e.g. "2-5 days"'),
      summary: z.string().min(40),
      covers: z.array(z.string()).min(3).describe('What the tier covers'),
      audience: z.string().min(20).describe('Who the tier is for'),
    })
    .strict(),
});

const programmeLevels = defineCollection({
  loader: homeFile('programme-levels'),
  schema: z
    .object({
      id: z.string(),
      order: z.number().int().min(1),
      level: z.string().describe('e.g. "C-suite"'),
      duration: z.string().regex(/^\d+ weeks$/, 'Write the duration as "<number> weeks"'),
      focus: z.string(),
      detail: z.string().min(40),
    })
    .strict(),
});

const globalDevelopments = defineCollection({
  loader: homeFile('global-developments'),
  schema: z
    .object({
      id: z.string(),
      country: z.string().describe('Country or bloc, e.g. "European Union"'),
      title: z.string(),
      summary: z.string().min(40).max(320).describe('What happened, factually'),
      impact: z.string().min(20).max(240).describe('Why it matters to the teams we train'),
      date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Write the month as YYYY-MM'),
      link: z
        .string()
        .url()
        .refine((u) => u.startsWith('https://'), 'Link to the official https page')
        .describe('Stable top-level page of the public body or programme, not a deep link'),
    })
    .strict(),
});

const home = { industries, homePage, trainingTiers, programmeLevels, globalDevelopments };

// ── Industry and service pages (issue 4) ──────────────────────────────────────
const servicePages = {};

// ── Plus, Edge and AI Marketplace (issue 5) ───────────────────────────────────
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

const offerings = { tools, plusPage, edgePage, marketplacePage };

// ── About, Careers, Insights, Case Studies, Contact (issue 6) ────────────────
const company = {};

export const collections = { ...foundation, ...home, ...servicePages, ...offerings, ...company };
