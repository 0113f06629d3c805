import { site } from '../site';
import { canonicalUrl, DEFAULT_SOCIAL_IMAGE } from '../seo';
import { isoDate } from '../format';
import { lpaToInr, type JobRecord } from '../jobs';
import { COUNTRY, HOME_URL, LOGO_URL, node, organizationRef, postalAddress, type JsonLd } from './core';

type JobPostingInput = Pick<JobRecord, 'id' | 'title' | 'description' | 'datePosted' | 'validThrough' | 'employmentType'> & {
  /** Open to remote work from anywhere in India. */
  remote: boolean;
  /** The office's city: the head office's full address when it is there. */
  city: string;
  packageLpa: { min: number; max: number };
  /** The page that lists the opening; the opening's id becomes the fragment. */
  path: string;
};

export function jobPosting(input: JobPostingInput): JsonLd {
  return node('JobPosting', {
    title: input.title,
    description: input.description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: input.id },
    url: `${canonicalUrl(input.path)}#${input.id}`,
    datePosted: isoDate(input.datePosted),
    validThrough: isoDate(input.validThrough),
    employmentType: input.employmentType,
    directApply: false,
    hiringOrganization: { ...organizationRef(), sameAs: HOME_URL, logo: LOGO_URL },
    jobLocation: {
      '@type': 'Place',
      address:
        input.city === site.address.city
          ? postalAddress()
          : { '@type': 'PostalAddress', addressLocality: input.city, addressCountry: site.address.country },
    },
    ...(input.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: COUNTRY } : {}),
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
  });
}

/** One JobPosting per opening of the careers page at `path`; `locations` are the careers page's list. */
export function jobPostings(jobs: JobRecord[], path: string, locations: readonly { name: string; city: string; remote: boolean }[]): JsonLd[] {
  return jobs.map((job) => {
    const location = locations.find((l) => l.name === job.location);
    if (!location) throw new Error(`The opening "${job.id}" names the location "${job.location}", which the careers page does not list`);
    return jobPosting({ ...job, remote: location.remote, city: location.city, packageLpa: job.package, path });
  });
}

export function article(input: {
  title: string;
  description: string;
  path: string;
  datePublished: Date;
  dateModified?: Date;
  section?: string;
}): JsonLd {
  const url = canonicalUrl(input.path);
  return node('Article', {
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
    publisher: { ...organizationRef(), logo: { '@type': 'ImageObject', url: LOGO_URL } },
  });
}
