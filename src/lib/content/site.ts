import { industryPath, legalPath, paths, servicePath } from '@/lib/routes';
import type { NavLink } from '@/lib/nav';
import { ordered } from './collections';
import type { Accent } from '@/lib/accents';
import { SUB_BRAND_ACCENT } from '@/lib/brand';

/** What every page shows around its content: the menus' generated groups, the footer promos. */

export interface FooterPromo {
  title: string;
  body: string;
  cta: string;
  href: string;
  /** The sub-brand's accent (src/lib/brand.ts). */
  accent: Accent;
}

export async function getFooterPromos(): Promise<FooterPromo[]> {
  return (await ordered('promos')).map(({ data }) => ({
    title: data.title,
    body: data.body,
    cta: data.cta,
    href: paths[data.route],
    accent: SUB_BRAND_ACCENT[data.route],
  }));
}

/** The industry pages, by their short names, in their `order`. */
export async function getIndustryLinks(): Promise<NavLink[]> {
  return (await ordered('industries')).map((e) => ({ label: e.data.shortName, href: industryPath(e.id) }));
}

/** The service pages, by their menu names, in their `order`. */
export async function getServiceLinks(): Promise<NavLink[]> {
  return (await ordered('services')).map((e) => ({ label: e.data.menuLabel ?? e.data.name, href: servicePath(e.id) }));
}

export const getLegalPages = () => ordered('legal');

/** The policies, by their footer names, in their `order`: a new policy file is in the footer by itself. */
export async function getPolicyLinks(): Promise<NavLink[]> {
  return (await getLegalPages()).map((e) => ({ label: e.data.label, href: legalPath(e.id) }));
}
