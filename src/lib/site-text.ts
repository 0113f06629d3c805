import { claimTokens } from './claims';
import { formatAddress, site } from './site';

/**
 * Content files name the company through tokens such as `{formerName}`, so the identity in
 * `site.ts` (and its environment overrides) stays the only source of names and addresses.
 */
export const SITE_TOKENS = {
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
  // Figures stated on more than one page: src/content/claims.yaml.
  ...claimTokens(),
} as Readonly<Record<string, string>>;

const TOKEN = /\{(\w+)\}/g;

/** Tokens in `text` that `SITE_TOKENS` does not define. */
export function unknownSiteTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]).filter((name) => !(name in SITE_TOKENS));
}

/** Replaces every `{token}` with its value from the site config. */
export function fillSiteTokens(text: string): string {
  return text.replace(TOKEN, (whole, name: string) => SITE_TOKENS[name] ?? whole);
}
