import { plainText } from '../typeset';
import { site } from '../site';
import { canonicalUrl } from '../seo';

/** Typed schema.org builders: the site-wide nodes (organization, website, page, breadcrumbs) and the one
 * serializer that may be written into a <script> element. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown };

const ORG_ID = `${site.url}/#organization`;

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
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORG_ID,
    name: site.name,
    legalName: site.legalName,
    alternateName: site.formerName,
    url: `${site.url}/`,
    logo: canonicalUrl('/favicon.svg'),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: postalAddress(),
    sameAs: site.social.map((s) => s.url),
  };
}

/** A reference to the Organization, for use inside other objects. */
export function organizationRef() {
  return { '@type': 'Organization', '@id': ORG_ID, name: site.name, url: `${site.url}/` };
}

export function website(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: `${site.url}/`,
    publisher: organizationRef(),
    inLanguage: 'en-IN',
  };
}

export function breadcrumbs(items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: canonicalUrl(item.path),
    })),
  };
}

export function webPage(input: { name: string; description: string; path: string; dateModified?: Date }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.path),
    isPartOf: { '@type': 'WebSite', url: `${site.url}/` },
    ...(input.dateModified ? { dateModified: input.dateModified.toISOString().slice(0, 10) } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` are escaped so that no
 * string in the data can close the element or open a comment.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  // Machines get plain text: no no-break spaces or word joiners from the typesetting of copy.
  return plainText(JSON.stringify(data))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
