import { site } from './site';
import { paths, servicePath } from './routes';

export type NavLink = { label: string; href: string };

export const primaryNav: NavLink[] = [
  { label: 'AI Training Services', href: paths.services },
  { label: 'Campus Hiring', href: servicePath('campus-hiring') },
  { label: `${site.name} Edge`, href: paths.edge },
  { label: `${site.name} Plus`, href: paths.plus },
];

export const industriesMenuLabel = 'Industries';

/** The phone menu's heading over the header links in no menu group: Edge (universities) and Plus (startups). */
export const primaryMenuLabel = 'For universities and startups';

/** Not in spec §2, so these labels are ours. */
export const servicesMenuLabel = 'Services';
export const companyMenuLabel = 'Company';

export const startTrainingLabel = 'Start AI Training';

export const trainingLink: NavLink = { label: 'AI Training Services', href: paths.services };

export const companyLinks: NavLink[] = [
  { label: 'About Us', href: paths.about },
  { label: 'Careers', href: paths.careers },
  { label: 'Insights', href: paths.insights },
  { label: 'Case Studies', href: paths.caseStudies },
  { label: 'AI Marketplace', href: paths.marketplace },
  { label: 'How We Measure', href: paths.ledger },
  { label: 'Contact', href: paths.contact },
];

/** Home → page trail for a company page's BreadcrumbList, named as in the navigation. */
export function companyCrumbs(href: string, ...more: { name: string; path: string }[]) {
  const link = companyLinks.find((l) => l.href === href);
  if (!link) throw new Error(`${href} is not in companyLinks`);
  return [{ name: 'Home', path: paths.home }, { name: link.label, path: link.href }, ...more];
}

/** No trailing slash, no `.html` (the static build writes `about.html`), `/` for the home page. */
export function pagePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Whether `href` is the page at `current`: an in-page anchor ("/#services") is never the page. */
export function isCurrent(href: string, current: string): boolean {
  return !href.includes('#') && pagePath(href) === pagePath(current);
}
