/** What the company offers, as schema.org: the practice, programmes, courses, services, tools, office. */
import { site } from '../site';
import { canonicalUrl, DEFAULT_SOCIAL_IMAGE } from '../seo';
import { organizationRef, postalAddress, type JsonLd } from './core';

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

// ── Plus, Edge and AI Marketplace ───────────────────────────────────

/** A study-and-work programme such as Edge; `weeks` is its total length. */
export function educationalOccupationalProgram(input: { name: string; description: string; path: string; weeks: number }): JsonLd {
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
export function softwareItemList(input: { name: string; path: string; items: { name: string; description: string; category: string }[] }): JsonLd {
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

// ── Company pages: careers, insights, contact ───────────────────────

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
