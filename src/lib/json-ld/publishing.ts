/** Job postings (careers) and articles (insights) as schema.org. */
import { site } from '../site';
import { canonicalUrl, DEFAULT_SOCIAL_IMAGE } from '../seo';
import { isoDate } from '../format';
import { lpaToInr, type EmploymentType, type JobRecord } from '../jobs';
import { organizationRef, postalAddress, type JsonLd } from './core';

export interface JobPostingInput {
  id: string;
  title: string;
  description: string;
  datePosted: Date;
  /** The last day to apply. */
  validThrough: Date;
  employmentType: EmploymentType;
  /** Open to remote work from anywhere in India. */
  remote: boolean;
  /** The office's city: the head office's full address when it is there. */
  city: string;
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
    validThrough: isoDate(input.validThrough),
    employmentType: input.employmentType,
    directApply: false,
    hiringOrganization: { ...organizationRef(), sameAs: `${site.url}/`, logo: canonicalUrl('/favicon.svg') },
    jobLocation: {
      '@type': 'Place',
      address:
        input.city === site.address.city
          ? postalAddress()
          : { '@type': 'PostalAddress', addressLocality: input.city, addressCountry: site.address.country },
    },
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

/** One JobPosting per opening of the careers page at `path`; `locations` are the careers page's list. */
export function jobPostings(jobs: JobRecord[], path: string, locations: readonly { name: string; city: string; remote: boolean }[]): JsonLd[] {
  return jobs.map((job) => {
    const location = locations.find((l) => l.name === job.location);
    if (!location) throw new Error(`The opening "${job.id}" names the location "${job.location}", which the careers page does not list`);
    return jobPosting({
      id: job.id,
      title: job.title,
      description: job.description,
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      employmentType: job.employmentType,
      remote: location.remote,
      city: location.city,
      packageLpa: job.package,
      path,
    });
  });
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
