import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { cta, figure, heroWith, pageCollection, section } from './blocks';

/** The AI Marketplace: its tools (src/content/tools.yaml) and page copy (src/content/pages/marketplace.yaml). */
const tools = defineCollection({
  loader: file('./src/content/tools.yaml'),
  schema: z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens'),
    order: z.number().int().min(1).describe('Place in the list, 1 first'),
    name: z.string().min(3),
    description: z.string().min(30).max(200).describe('One or two sentences; search matches this text and the name'),
    category: z
      .string()
      .describe('One of the categories of the marketplace page (src/content/pages/marketplace.yaml; in the editor, Page copy › AI Marketplace)')
      .meta({ editor: { oneOf: { collection: 'marketplacePage', field: 'categories' } } }),
    rating: z.number().min(0).max(5).describe('Average rating out of 5, e.g. 4.8'),
    users: z.string().describe('Users as shown, e.g. "12K+ users"'),
    price: z.string().describe('Price as shown: "Enterprise", "Custom", "From $99/mo" …'),
    features: z.array(z.string()).min(3).max(5),
  }),
});

const marketplacePage = pageCollection('marketplace', {
  hero: heroWith({
    art: z
      .strictObject({
        caption: z.string().describe('What a dot of the field counts, e.g. "One dot a tool"'),
        total: z.string().describe('The label of the stat (under stats) that counts the tools: the field has that many dots'),
        featuredLabel: z.string().includes('{total}').describe('Names the featured tools on the path, e.g. "{total} featured below"'),
      })
      .describe('The page-top picture: the catalogue as a field, the featured tools on the path, the point on the last'),
  }),
  stats: z.array(figure).min(3).max(4),
  categories: z
    .array(z.string().min(2))
    .min(1)
    .describe('The tool categories, in the order of the filter buttons (after "All"); every tool names one'),
  catalogue: section({
    searchLabel: z.string(),
    searchPlaceholder: z.string(),
    categoryLabel: z.string(),
    resultsTemplate: z.string().includes('{shown}').includes('{total}').describe('Announced count, e.g. "{shown} of {total} tools"'),
    emptyTitle: z.string().describe('Spec: "No AI tools found"'),
    emptyHint: z.string().describe('Spec: "Try adjusting your search or filter criteria"'),
    resetLabel: z.string(),
    ratingTemplate: z
      .string()
      .includes('{rating}')
      .describe('Accessible rating label, e.g. "Rated {rating} out of 5"; the stars are drawn to the nearest half star'),
    featuresLabel: z.string(),
    requestLabel: z.string().describe("A card's text link; opens the intake form in a new tab"),
  }),
  cta: cta.extend({ secondaryLabel: z.string().describe('A second button, to the booking form (the free 30-minute call): "Get Free Consultation"') }),
});

export const marketplaceCollections = { tools, marketplacePage };
