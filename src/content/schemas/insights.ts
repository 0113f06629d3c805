import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { cta, figureRow, hero, pageCollection, section } from './blocks';

/** Insights: the articles (src/content/insights/*.md) and the list page's copy. */

const insights = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/insights' }),
  schema: z.strictObject({
    title: z.string().min(10).max(70).describe('Article headline and page title (the brand is appended)'),
    description: z.string().min(50).max(160).describe('Card summary and meta description'),
    category: z
      .string()
      .max(30)
      .describe(
        'One of the categories of the insights page (src/content/pages/insights.yaml; in the editor, Page copy › Insights); the build stops on any other (add the category there first)',
      )
      .meta({ editor: { oneOf: { collection: 'insightsPage', field: 'categories.name' } } }),
    date: z.coerce.date().describe('Publication date'),
    readTime: z.number().int().min(1).max(15).describe('Minutes; about words / 200'),
    impact: z.string().max(40).describe('The headline figure on the card, e.g. "4.2x learning velocity"'),
    moved: z
      .array(
        z.strictObject({
          claim: z.string().describe('The claim in src/content/claims.yaml the figure has moved to, e.g. "campusCostCut"'),
          then: z.string().min(1).describe('The figure as this article states it, e.g. "55%"'),
        }),
      )
      .optional()
      .describe("Figures of this article's date that have moved since: a dated note at its top names each, then and now, linked to its ledger line"),
  }),
});

/** A topic of the archive: its own list page (/insights/category/<name as an address>) and filter link. */
const category = z.strictObject({
  name: z.string().min(2).max(30).describe('As articles write it in their "category" field, and as the filter link and the badge show it'),
  description: z.string().min(30).max(160).describe("One line under the category page's heading; also its search result summary"),
});

const insightsPage = pageCollection('insights', {
  hero,
  categories: z
    .array(category)
    .min(1)
    .describe('Every insight category, in the order the filter links show them; an article may only use a name listed here'),
  research: section({ items: figureRow }),
  list: section({
    labels: z.strictObject({
      read: z.string(),
      share: z.string(),
      copied: z.string(),
      copyFailed: z.string(),
      impact: z.string(),
      impactAsOf: z.string().describe('After "Key impact" on the card of an article whose figures have moved since: "as of" (its month follows)'),
      minutes: z.string(),
    }),
  }),
  archive: z
    .strictObject({
      allTitle: z.string().min(3).describe('The heading of the later pages of the whole list, and the first filter link'),
      allDescription: z.string().min(30).max(140).describe('Search result summary of the later pages of the whole list'),
      allLead: z.string().min(20).describe('The paragraph under the heading of the later pages of the whole list'),
      categoryTitle: z.string().min(2).describe('Put before a category\'s name for its page heading and title, e.g. "Insights on"'),
      page: z.string().describe('"Page" in "Page 2 of 25"'),
      of: z.string().describe('"of" in "Page 2 of 25"'),
      filters: z.string().describe('Screen-reader name of the category links'),
      pagination: z.string().describe('Screen-reader name of the page links'),
      previous: z.string().describe('The link to the page before'),
      next: z.string().describe('The link to the page after'),
      feedLink: z.string().describe('The link to the RSS feed under the list'),
    })
    .describe('The list pages: /insights/page/2 and on, and /insights/category/<category>'),
  article: z.strictObject({
    back: z.string(),
    breadcrumb: z.string().describe('Screen-reader name of the breadcrumb trail'),
    cta,
    sequence: z.strictObject({
      label: z.string().describe('Screen-reader name of the previous and next links'),
      previous: z.string().describe('Over the link to the article published before this one'),
      next: z.string().describe('Over the link to the article published after this one'),
    }),
    related: section({}).describe('The band of related articles under the article: same category first'),
    moved: z
      .strictObject({
        title: z.string().describe('Over the note, before the date: "Figures as of"'),
        intro: z.string().min(10).describe('What the note says before the figures that moved'),
        then: z.string().describe('"then", after the figure the article states'),
        now: z.string().describe('"now", after the figure today'),
      })
      .describe('The dated note at the top of an article whose figures have moved since (its `moved` list)'),
  }),
  feed: z
    .strictObject({
      title: z.string().min(3).describe("The feed's name in feed readers (and in every page's feed link)"),
      description: z.string().min(20).describe('One sentence about the feed'),
    })
    .describe('The RSS feed of the newest articles, /insights/feed.xml'),
  cta,
});

export const insightCollections = { insights, insightsPage };
