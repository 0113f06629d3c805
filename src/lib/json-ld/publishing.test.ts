import { describe, expect, it } from 'vitest';
import { article, jobPosting } from '.';
import { site } from '../site';
import { expectValidNode } from '../../../tests/spec/expect-valid-node';

const remoteJob = jobPosting({
  id: 'pega-developer-cssa',
  title: 'PEGA Developer (CSSA)',
  description: 'Own features end to end on PEGA Infinity projects.',
  datePosted: new Date('2026-10-10'),
  validThrough: new Date('2027-01-31'),
  employmentType: 'FULL_TIME',
  remote: true,
  city: 'Hyderabad',
  packageLpa: { min: 14, max: 20 },
  path: '/careers',
});

describe('jobPosting', () => {
  it('has the fields search engines require', () => {
    expectValidNode(remoteJob, 'JobPosting');
    expect(remoteJob).toMatchObject({
      title: 'PEGA Developer (CSSA)',
      description: 'Own features end to end on PEGA Infinity projects.',
      datePosted: '2026-10-10',
      validThrough: '2027-01-31',
      employmentType: 'FULL_TIME',
      url: `${site.url}/careers#pega-developer-cssa`,
      hiringOrganization: { '@type': 'Organization', name: site.name },
    });
  });

  it('places the job in Hyderabad with a postal address', () => {
    expect(remoteJob.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: 'Hyderabad',
        addressRegion: site.address.region,
        postalCode: '500081',
        addressCountry: 'IN',
      },
    });
  });

  it('places a job in another office by its city', () => {
    expect(jobPosting({ ...sampleInput(), city: 'Bengaluru' }).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'IN' },
    });
  });

  it('marks remote-friendly openings as TELECOMMUTE within India, and office roles not', () => {
    expect(remoteJob.jobLocationType).toBe('TELECOMMUTE');
    expect(remoteJob.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
    const office = jobPosting({ ...sampleInput(), remote: false });
    expect(office).not.toHaveProperty('jobLocationType');
    expect(office).not.toHaveProperty('applicantLocationRequirements');
  });

  it('states the package as a yearly INR range converted from LPA (1 LPA = ₹1,00,000)', () => {
    expect(remoteJob.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 1_400_000, maxValue: 2_000_000, unitText: 'YEAR' },
    });
  });
});

function sampleInput() {
  return {
    id: 'pega-graduate-trainee',
    title: 'PEGA Graduate Trainee',
    description: 'Start your career on a structured PEGA track.',
    datePosted: new Date('2026-10-06'),
    validThrough: new Date('2027-01-31'),
    employmentType: 'FULL_TIME' as const,
    remote: false,
    city: 'Hyderabad',
    packageLpa: { min: 10, max: 12 },
    path: '/careers',
  };
}

describe('article', () => {
  const node = article({
    title: 'Why Enterprise AI Training Stalls',
    description: 'Most AI training fades within weeks.',
    path: '/insights/why-enterprise-ai-training-stalls',
    datePublished: new Date('2024-11-18'),
    section: 'AI Training',
  });

  it('has headline, dates, author, publisher and the page it belongs to', () => {
    expectValidNode(node, 'Article');
    const url = `${site.url}/insights/why-enterprise-ai-training-stalls`;
    expect(node).toMatchObject({
      headline: 'Why Enterprise AI Training Stalls',
      description: 'Most AI training fades within weeks.',
      datePublished: '2024-11-18',
      dateModified: '2024-11-18',
      articleSection: 'AI Training',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: { '@type': 'Organization', name: site.name },
      publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject' } },
    });
  });

  it('keeps a headline within the 110 characters search engines show', () => {
    expect(String(node.headline).length).toBeLessThanOrEqual(110);
  });
});
