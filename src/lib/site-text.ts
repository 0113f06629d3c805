import { formatAddress, site } from './site';

/**
 * Content files name the company through tokens such as `{formerName}`, so the identity in
 * `site.ts` (and its environment overrides) stays the only source of names and addresses. Figures
 * stated on several pages are tokens too, from the claims collection (src/lib/content/collections.ts).
 */
export const IDENTITY_TOKENS: Readonly<Record<string, string>> = {
  name: site.name,
  formerName: site.formerName,
  legalName: site.legalName,
  foundedYear: String(site.foundedYear),
  rebrandYear: String(site.rebrandYear),
  city: site.address.city,
  address: formatAddress(),
  officeHours: site.officeHours.label,
  email: site.email,
  careersEmail: site.careersEmail,
  phone: site.phone,
};
