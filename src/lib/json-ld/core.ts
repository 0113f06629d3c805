import { plainText } from '../typeset';
import { site } from '../site';
import { canonicalUrl } from '../seo';

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown };

const ORG_ID = `${site.url}/#organization`;
export const HOME_URL = `${site.url}/`;
export const LOGO_URL = canonicalUrl('/favicon.svg');
export const COUNTRY = { '@type': 'Country', name: site.address.countryName };

/** A top-level node: its context and type, then its fields in order. */
export const node = (type: string, fields: Record<string, unknown>): JsonLd => ({ '@context': 'https://schema.org', '@type': type, ...fields });

export function postalAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

export function organization(): JsonLd {
  return node('Organization', {
    '@id': ORG_ID,
    name: site.name,
    legalName: site.legalName,
    alternateName: site.formerName,
    url: HOME_URL,
    logo: LOGO_URL,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: postalAddress(),
    sameAs: site.social.map((s) => s.url),
  });
}

export function organizationRef() {
  return { '@type': 'Organization', '@id': ORG_ID, name: site.name, url: HOME_URL };
}

export function website(): JsonLd {
  return node('WebSite', { name: site.name, url: HOME_URL, publisher: organizationRef(), inLanguage: 'en-IN' });
}

export function breadcrumbs(items: { name: string; path: string }[]): JsonLd {
  return node('BreadcrumbList', {
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: canonicalUrl(item.path) })),
  });
}

/** A BreadcrumbList from Home through `trail`. */
export const homeBreadcrumbs = (...trail: { name: string; path: string }[]) => breadcrumbs([{ name: 'Home', path: '/' }, ...trail]);

export function webPage(input: { name: string; description: string; path: string; dateModified?: Date }): JsonLd {
  return node('WebPage', {
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.path),
    isPartOf: { '@type': 'WebSite', url: HOME_URL },
    ...(input.dateModified ? { dateModified: input.dateModified.toISOString().slice(0, 10) } : {}),
  });
}

/** JSON for a <script> element: `<`, `>` and `&` escaped so no string can close it or open a comment. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  // Machines get plain text: no no-break spaces or word joiners from the typesetting of copy.
  return plainText(JSON.stringify(data))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
