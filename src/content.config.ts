import { aboutPage } from './content/schemas/about';
import { careersCollections } from './content/schemas/careers';
import { claimCollections } from './content/schemas/claims';
import { caseStudyCollections } from './content/schemas/case-studies';
import { contactPage } from './content/schemas/contact';
import { edgePage } from './content/schemas/edge';
import { homeCollections } from './content/schemas/home';
import { industryCollections } from './content/schemas/industries';
import { insightCollections } from './content/schemas/insights';
import { ledgerPage } from './content/schemas/ledger';
import { marketplaceCollections } from './content/schemas/marketplace';
import { plusPage } from './content/schemas/plus';
import { proofCollections } from './content/schemas/proof';
import { serviceCollections } from './content/schemas/services';
import { siteCollections } from './content/schemas/site';

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
  ledgerPage,
  ...proofCollections,
};
