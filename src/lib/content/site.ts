import { industryPath, legalPath, paths, servicePath } from '@/lib/routes';
import type { NavLink } from '@/lib/nav';
import { ordered } from './collections';
import { SUB_BRAND_ACCENT } from '@/lib/brand';

export async function getFooterPromos() {
  return (await ordered('promos')).map(({ data: { title, body, cta, route } }) => ({
    title,
    body,
    cta,
    href: paths[route],
    accent: SUB_BRAND_ACCENT[route],
  }));
}

export type FooterPromo = Awaited<ReturnType<typeof getFooterPromos>>[number];

export async function getIndustryLinks(): Promise<NavLink[]> {
  return (await ordered('industries')).map((e) => ({ label: e.data.shortName, href: industryPath(e.id) }));
}

export async function getServiceLinks(): Promise<NavLink[]> {
  return (await ordered('services')).map((e) => ({ label: e.data.menuLabel ?? e.data.name, href: servicePath(e.id) }));
}

export const getLegalPages = () => ordered('legal');

export async function getPolicyLinks(): Promise<NavLink[]> {
  return (await getLegalPages()).map((e) => ({ label: e.data.label, href: legalPath(e.id) }));
}
