import { site } from './site';
import { industryPath, legalPath, paths, servicePath } from './routes';

/** The one navigation tree. Header, industries menu, mobile menu and footer all read it. */
export interface NavLink {
  label: string;
  href: string;
}

export interface IndustryLink extends NavLink {
  slug: string;
}

export const primaryNav: NavLink[] = [
  { label: 'AI Training Services', href: paths.services },
  { label: 'Campus Hiring', href: servicePath('campus-hiring') },
  { label: `${site.name} Edge`, href: paths.edge },
  { label: `${site.name} Plus`, href: paths.plus },
];

export const industriesMenuLabel = 'Industries';

export const startTrainingLabel = 'Start AI Training';

export const serviceLinks: NavLink[] = [
  { label: 'AI Training Services', href: paths.services },
  { label: 'AI Consulting', href: servicePath('ai-consulting') },
  { label: 'Cloud Migration', href: servicePath('cloud-migration') },
  { label: 'App Modernization', href: servicePath('app-modernization') },
  { label: 'Enterprise Strategy', href: servicePath('enterprise-strategy') },
  { label: 'Campus Hiring', href: servicePath('campus-hiring') },
  { label: 'Leadership Hiring', href: servicePath('leadership-hiring') },
];

export const companyLinks: NavLink[] = [
  { label: 'About Us', href: paths.about },
  { label: 'Careers', href: paths.careers },
  { label: 'Insights', href: paths.insights },
  { label: 'Case Studies', href: paths.caseStudies },
  { label: 'AI Marketplace', href: paths.marketplace },
  { label: 'Contact', href: paths.contact },
];

export const policyLinks: NavLink[] = [
  { label: 'Privacy Policy', href: legalPath('privacy-policy') },
  { label: 'Terms of Service', href: legalPath('terms-of-service') },
  { label: 'Cookie Policy', href: legalPath('cookie-policy') },
  { label: 'Refund Policy', href: legalPath('refund-policy') },
  { label: 'Super 30 Policy', href: legalPath('super30-policy') },
];

export function toIndustryLinks(entries: { id: string; data: { shortName: string; order: number } }[]): IndustryLink[] {
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order)
    .map((e) => ({ slug: e.id, label: e.data.shortName, href: industryPath(e.id) }));
}

/** Home → page trail for a company page's BreadcrumbList, named as in the navigation. */
export function companyCrumbs(href: string, ...more: { name: string; path: string }[]) {
  const link = companyLinks.find((l) => l.href === href);
  if (!link) throw new Error(`${href} is not in companyLinks`);
  return [{ name: 'Home', path: paths.home }, { name: link.label, path: link.href }, ...more];
}
