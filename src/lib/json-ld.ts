import { site } from './site';
import { canonicalUrl, DEFAULT_SOCIAL_IMAGE } from './seo';
import { isoDate } from './format';
import { lpaToInr, type EmploymentType } from './jobs';

/** Typed schema.org builders and the one serializer that may be written into a <script> element. */
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
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The company as a local professional service (home page): address, contact and opening hours. */
export function professionalService(input: { description?: string; serviceTypes?: string[] } = {}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#professional-service`,
    name: site.name,
    description: input.description ?? site.description,
    url: `${site.url}/`,
    image: canonicalUrl('/favicon.svg'),
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    areaServed: { '@type': 'Country', name: site.address.countryName },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...site.officeHours.days],
      opens: site.officeHours.opens,
      closes: site.officeHours.closes,
    },
    ...(input.serviceTypes?.length ? { serviceType: input.serviceTypes } : {}),
    parentOrganization: organizationRef(),
  };
}

// ── Plus, Edge and AI Marketplace (issue 5) ───────────────────────────────────

/** A study-and-work programme such as Edge; `weeks` is its total length. */
export function educationalOccupationalProgram(input: {
  name: string;
  description: string;
  path: string;
  weeks: number;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.path),
    provider: organizationRef(),
    timeToComplete: `P${input.weeks}W`,
    educationalProgramMode: 'blended',
  };
}

/** An ItemList of software tools (the AI Marketplace). No ratings: they are not independent reviews. */
export function softwareItemList(input: {
  name: string;
  path: string;
  items: { name: string; description: string; category: string }[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: input.name,
    url: canonicalUrl(input.path),
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'SoftwareApplication',
        name: item.name,
        description: item.description,
        applicationCategory: 'BusinessApplication',
        applicationSubCategory: item.category,
        publisher: organizationRef(),
      },
    })),
  };
}

/** A Service page (the six service pages and Plus): the Service, its provider and the offers listed on it. */
export function service(input: {
  name: string;
  serviceType: string;
  description: string;
  path: string;
  offers: { name: string; description: string }[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: canonicalUrl(input.path),
    provider: organizationRef(),
    areaServed: { '@type': 'Country', name: site.address.countryName },
    ...(input.offers.length
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: input.name,
            itemListElement: input.offers.map((offer) => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: offer.name, description: offer.description },
            })),
          },
        }
      : {}),
  };
}

/** One training program; `path` may carry a fragment pointing at the program on its page. */
export function course(input: { name: string; description: string; path: string; hours: number; audience?: string }): JsonLd {
  const workload = `PT${input.hours}H`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.path),
    provider: organizationRef(),
    inLanguage: 'en-IN',
    timeRequired: workload,
    ...(input.audience ? { audience: { '@type': 'Audience', audienceType: input.audience } } : {}),
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Blended', courseWorkload: workload },
  };
}

// ── Company pages: careers, insights, contact (issue 6) ───────────────────────

export interface JobPostingInput {
  id: string;
  title: string;
  description: string;
  datePosted: Date;
  employmentType: EmploymentType;
  /** Open to remote work from anywhere in India. */
  remote: boolean;
  /** Yearly package in lakhs of rupees (LPA). */
  packageLpa: { min: number; max: number };
  /** Path of the page that lists the opening; the opening's id becomes the fragment. */
  path: string;
}

export function jobPosting(input: JobPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: input.id },
    url: `${canonicalUrl(input.path)}#${input.id}`,
    datePosted: isoDate(input.datePosted),
    employmentType: input.employmentType,
    directApply: false,
    hiringOrganization: { ...organizationRef(), sameAs: `${site.url}/`, logo: canonicalUrl('/favicon.svg') },
    jobLocation: { '@type': 'Place', address: postalAddress() },
    ...(input.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: site.address.countryName } }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: lpaToInr(input.packageLpa.min),
        maxValue: lpaToInr(input.packageLpa.max),
        unitText: 'YEAR',
      },
    },
  };
}

export interface ArticleInput {
  title: string;
  description: string;
  path: string;
  datePublished: Date;
  dateModified?: Date;
  section?: string;
}

export function article(input: ArticleInput): JsonLd {
  const url = canonicalUrl(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified ?? input.datePublished),
    ...(input.section ? { articleSection: input.section } : {}),
    image: canonicalUrl(DEFAULT_SOCIAL_IMAGE),
    inLanguage: 'en-IN',
    author: organizationRef(),
    publisher: { ...organizationRef(), logo: { '@type': 'ImageObject', url: canonicalUrl('/favicon.svg') } },
  };
}

/** The Hyderabad office as a ProfessionalService (a LocalBusiness type), with its opening hours. */
export function localBusiness(input: { path: string; description: string }): JsonLd {
  const { days, opens, closes } = site.officeHours;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#office`,
    name: site.name,
    legalName: site.legalName,
    description: input.description,
    url: canonicalUrl(input.path),
    image: canonicalUrl(DEFAULT_SOCIAL_IMAGE),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(),
    areaServed: { '@type': 'Country', name: site.address.countryName },
    parentOrganization: organizationRef(),
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes }],
  };
}
