import { aboutPage } from './content/schemas/about';
import { careersCollections } from './content/schemas/careers';
import { caseStudyCollections } from './content/schemas/case-studies';
import { contactPage } from './content/schemas/contact';
import { withCopy } from './content/schemas/copy';
import { edgePage } from './content/schemas/edge';
import { homeCollections } from './content/schemas/home';
import { industryCollections } from './content/schemas/industries';
import { insightCollections } from './content/schemas/insights';
import { marketplaceCollections } from './content/schemas/marketplace';
import { plusPage } from './content/schemas/plus';
import { serviceCollections } from './content/schemas/services';
import { siteCollections } from './content/schemas/site';

/*
 * Every content collection, by subject: each is defined in src/content/schemas/<subject>.ts from the
 * shared vocabulary in blocks.ts. Editors: the `.describe()` notes say what each field is for; a
 * build fails with the field's name when an entry does not fit.
 */
const all = {
  ...siteCollections,
  ...homeCollections,
  ...industryCollections,
  ...serviceCollections,
  plusPage,
  edgePage,
  ...marketplaceCollections,
  aboutPage,
  ...careersCollections,
  ...insightCollections,
  ...caseStudyCollections,
  contactPage,
};

/** Tokens a route or island fills itself: the industry pages name their sector, the marketplace counts its tools. */
const routeTokens: Partial<Record<keyof typeof all, string[]>> = {
  trainingPage: ['sector'],
  marketplacePage: ['shown', 'total', 'rating'],
};

/** Site tokens and typesetting for every collection (withCopy, src/content/schemas/copy.ts). */
export const collections = Object.fromEntries(
  Object.entries(all).map(([name, collection]) => {
    const { schema } = collection;
    if (typeof schema === 'function') throw new Error(`Collection ${name}: give it a plain zod schema, so withCopy can typeset it`);
    return [name, { ...collection, schema: schema && withCopy(schema, routeTokens[name as keyof typeof all]) }];
  }),
) as typeof all;
