import { site } from './site';

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
  ledger: '/how-we-measure',
} as const;

export const industryPath = (slug: string) => `/training/${slug}`;
export const servicePath = (slug: string) => `/${slug}`;
export const legalPath = (slug: string) => `/${slug}`;
export const insightPath = (slug: string) => `/insights/${slug}`;
