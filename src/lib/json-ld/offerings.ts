import { site } from '../site';
import { canonicalUrl, DEFAULT_SOCIAL_IMAGE } from '../seo';
import { COUNTRY, HOME_URL, LOGO_URL, node, organizationRef, postalAddress, type JsonLd } from './core';

type Offering = { name: string; description: string; path: string };

/** Name, description, page and provider: the fields every offering starts with. */
const offered = ({ name, description, path }: Offering) => ({ name, description, url: canonicalUrl(path), provider: organizationRef() });

const { days, opens, closes } = site.officeHours;
const hours = () => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes });

export function professionalService(): JsonLd {
  return node('ProfessionalService', {
    '@id': `${site.url}/#professional-service`,
    name: site.name,
    description: site.description,
    url: HOME_URL,
    image: LOGO_URL,
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    areaServed: COUNTRY,
    openingHoursSpecification: hours(),
    parentOrganization: organizationRef(),
  });
}

export function educationalOccupationalProgram(input: Offering & { weeks: number }): JsonLd {
  return node('EducationalOccupationalProgram', { ...offered(input), timeToComplete: `P${input.weeks}W`, educationalProgramMode: 'blended' });
}

/** The AI Marketplace's tools. No ratings: they are not independent reviews. */
export function softwareItemList(input: { name: string; path: string; items: { name: string; description: string; category: string }[] }): JsonLd {
  return node('ItemList', {
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
  });
}

/** A service page (and Plus): the Service and the offers listed on it. */
export function service(input: Offering & { serviceType: string; offers: { name: string; description: string }[] }): JsonLd {
  return node('Service', {
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: canonicalUrl(input.path),
    provider: organizationRef(),
    areaServed: COUNTRY,
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
  });
}

/** One training program; `path` may carry a fragment pointing at the program on its page. */
export function course(input: Offering & { hours: number; audience?: string }): JsonLd {
  const workload = `PT${input.hours}H`;
  return node('Course', {
    ...offered(input),
    inLanguage: 'en-IN',
    timeRequired: workload,
    ...(input.audience ? { audience: { '@type': 'Audience', audienceType: input.audience } } : {}),
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Blended', courseWorkload: workload },
  });
}

/** The office: ProfessionalService is a LocalBusiness type. */
export function localBusiness(input: { path: string; description: string }): JsonLd {
  return node('ProfessionalService', {
    '@id': `${site.url}/#office`,
    name: site.name,
    legalName: site.legalName,
    description: input.description,
    url: canonicalUrl(input.path),
    image: canonicalUrl(DEFAULT_SOCIAL_IMAGE),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(),
    areaServed: COUNTRY,
    parentOrganization: organizationRef(),
    openingHoursSpecification: [hours()],
  });
}
