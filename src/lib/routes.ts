import { site } from './site';

/** Path builders: pages, navigation and tests all build links through these. */
export const INDUSTRY_SLUGS = [
  'bfsi', 'healthcare', 'technology', 'manufacturing', 'retail', 'education', 'government', 'consulting',
] as const;
export const SERVICE_SLUGS = [
  'campus-hiring', 'leadership-hiring', 'ai-consulting', 'cloud-migration', 'app-modernization', 'enterprise-strategy',
] as const;
export const LEGAL_SLUGS = [
  'privacy-policy', 'terms-of-service', 'cookie-policy', 'refund-policy', 'super30-policy',
] as const;

export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const paths = {
  home: '/',
  services: '/#services',
  industries: '/#industries',
  edge: `/${site.shortName}-edge`,
  plus: `/${site.shortName}-plus`,
  about: '/about',
  marketplace: '/ai-marketplace',
  careers: '/careers',
  insights: '/insights',
  caseStudies: '/case-studies',
  contact: '/contact',
} as const;

export const industryPath = (slug: string) => `/training/${slug}`;
export const servicePath = (slug: ServiceSlug) => `/${slug}`;
export const legalPath = (slug: LegalSlug) => `/${slug}`;
export const insightPath = (slug: string) => `/insights/${slug}`;

/** Every route the specification lists (§2). Generated pages such as articles come on top of these. */
export const SPEC_ROUTES: readonly string[] = [
  paths.home,
  paths.edge,
  paths.plus,
  paths.about,
  paths.marketplace,
  ...INDUSTRY_SLUGS.map(industryPath),
  ...SERVICE_SLUGS.map(servicePath),
  paths.careers,
  paths.insights,
  paths.caseStudies,
  paths.contact,
  ...LEGAL_SLUGS.map(legalPath),
];
