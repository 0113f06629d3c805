import { aboutPage } from './content/schemas/about';
import { careersCollections } from './content/schemas/careers';
import { claimCollections } from './content/schemas/claims';
import { caseStudyCollections } from './content/schemas/case-studies';
import { contactPage } from './content/schemas/contact';
import { edgePage } from './content/schemas/edge';
import { homeCollections } from './content/schemas/home';
import { industryCollections } from './content/schemas/industries';
import { insightCollections } from './content/schemas/insights';
import { marketplaceCollections } from './content/schemas/marketplace';
import { plusPage } from './content/schemas/plus';
import { proofCollections } from './content/schemas/proof';
import { serviceCollections } from './content/schemas/services';
import { siteCollections } from './content/schemas/site';

/*
 * Every content collection, by subject: each is defined in src/content/schemas/<subject>.ts from the
 * shared vocabulary in blocks.ts. Editors: the `.describe()` notes say what each field is for; a
 * build fails with the field's name when an entry does not fit. Tokens are filled and copy typeset
 * where pages read the entries (src/lib/content/collections.ts), not here, so nothing cached is stale.
 */
export const collections = {
  ...claimCollections,
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
  ...proofCollections,
};
