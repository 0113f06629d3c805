/**
 * What the specification (../shared/spec/website-spec.md) fixes, written once for every test that
 * checks the site against it: routes (§2), timings (§9), figures (§9). Tests compare the site with
 * these numbers, never with the code's own constants.
 */
import { industryPath, paths, servicePath, legalPath } from '../../src/lib/routes';

/** §2: the eight industries, in the order the spec lists them. */
export const SPEC_INDUSTRIES = ['bfsi', 'healthcare', 'technology', 'manufacturing', 'retail', 'education', 'government', 'consulting'] as const;

/** §2: the six service pages. */
export const SPEC_SERVICES = [
  'campus-hiring',
  'leadership-hiring',
  'ai-consulting',
  'cloud-migration',
  'app-modernization',
  'enterprise-strategy',
] as const;

/** §2: the five policies, in the order the footer lists them. */
export const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service', 'cookie-policy', 'refund-policy', 'super30-policy'] as const;

/** §2: every route the specification lists. Generated pages such as articles come on top of these. */
export const SPEC_ROUTES: readonly string[] = [
  paths.home,
  paths.edge,
  paths.plus,
  paths.about,
  paths.marketplace,
  ...SPEC_INDUSTRIES.map(industryPath),
  ...SPEC_SERVICES.map(servicePath),
  paths.careers,
  paths.insights,
  paths.caseStudies,
  paths.contact,
  ...LEGAL_SLUGS.map(legalPath),
];

/** §9 "Industry programme hours": four programs per sector, in order. */
export const PROGRAM_HOURS: Record<(typeof SPEC_INDUSTRIES)[number], number[]> = {
  bfsi: [40, 32, 36, 28],
  healthcare: [48, 36, 32, 24],
  technology: [60, 44, 32, 40],
  manufacturing: [45, 38, 42, 50],
  retail: [35, 32, 28, 40],
  education: [42, 36, 40, 30],
  government: [38, 44, 52, 35],
  consulting: [46, 52, 38, 30],
};

/** §9 interface values, in milliseconds or pixels. */
export const SPEC_TIMING = {
  headerScrollThreshold: 50,
  partnerInterval: 3000,
  menu: { open: 200, skip: 300, close: 150 },
  tooltip: { open: 700, skip: 300 },
  toasts: { visible: 3, hotkey: 'Alt+T', swipeThreshold: 50 },
} as const;

/**
 * Labels the specification quotes in US spelling, which the site copies exactly: the page name and its
 * closing button (§2), the third training tier (§2), the Super 30 policy's title (§2) and a job title
 * (§3). Everything else we write is Indian English (docs/house-style.md).
 */
export const SPEC_US_LABELS = [
  'Application Modernization',
  'Modernize Your Applications',
  'Organization-wide Training',
  'Learner Enrollment Agreement',
  'Training Program Manager',
] as const;
