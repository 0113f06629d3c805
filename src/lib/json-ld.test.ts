import { describe, expect, it } from 'vitest';
import { article, course, educationalOccupationalProgram, jobPosting, localBusiness, type JsonLd, professionalService, service, serializeJsonLd, softwareItemList, website } from './json-ld';
import { site } from './site';

describe('professionalService', () => {
  const data = professionalService();

  it('describes the company with its postal address from site config', () => {
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.name).toBe(site.name);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: '500081',
      addressCountry: 'IN',
    });
    expect(data.telephone).toBe(site.phone);
  });

  it('lists the office hours and links to the organization', () => {
    expect(data.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '18:00', dayOfWeek: site.officeHours.days });
    expect(data.parentOrganization).toMatchObject({ '@type': 'Organization', '@id': `${site.url}/#organization` });
  });

  it('serializes together with the WebSite block', () => {
    const parsed = JSON.parse(serializeJsonLd([website(), data]));
    expect(parsed.map((d: { '@type': string }) => d['@type'])).toEqual(['WebSite', 'ProfessionalService']);
  });
});

describe('service for the Plus page', () => {
  const data = service({
    name: 'Kriyon Plus',
    description: 'Startup consultation.',
    path: '/kriyon-plus',
    serviceType: 'Startup consultation',
    offers: [
      { name: 'Go-to-Market Strategy', description: 'Launch.' },
      { name: 'Growth Strategy & Scaling', description: 'Scale.' },
    ],
  });

  it('is a Service by the Organization with an absolute URL', () => {
    expect(data['@type']).toBe('Service');
    expect(data.url).toBe(`${site.url}/kriyon-plus`);
    expect(data.provider).toMatchObject({ '@type': 'Organization', '@id': `${site.url}/#organization` });
  });

  it('lists every offer in order', () => {
    const catalog = data.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] };
    expect(catalog.itemListElement.map((o) => o.itemOffered.name)).toEqual(['Go-to-Market Strategy', 'Growth Strategy & Scaling']);
  });
});

describe('educationalOccupationalProgram', () => {
  it('states the length as an ISO 8601 duration in weeks', () => {
    const data = educationalOccupationalProgram({ name: 'Kriyon Edge', description: 'For universities.', path: '/kriyon-edge', weeks: 16 });
    expect(data).toMatchObject({ '@type': 'EducationalOccupationalProgram', timeToComplete: 'P16W', url: `${site.url}/kriyon-edge` });
  });
});

describe('softwareItemList', () => {
  const data = softwareItemList({
    name: 'AI Marketplace',
    path: '/ai-marketplace',
    items: [
      { name: 'A', description: 'First </script> tool', category: 'Training' },
      { name: 'B', description: 'Second', category: 'HR & Recruiting' },
    ],
  });

  it('numbers items from 1 and counts them', () => {
    expect(data.numberOfItems).toBe(2);
    const items = data.itemListElement as { position: number; item: { name: string; applicationSubCategory: string } }[];
    expect(items.map((i) => [i.position, i.item.name, i.item.applicationSubCategory])).toEqual([
      [1, 'A', 'Training'],
      [2, 'B', 'HR & Recruiting'],
    ]);
  });

  it('carries no ratings and serialises without a closing script tag', () => {
    const json = serializeJsonLd(data);
    expect(json).not.toContain('aggregateRating');
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});


describe('service', () => {
  const data = service({
    name: 'Cloud Migration',
    serviceType: 'Cloud migration',
    description: 'Move to the cloud.',
    path: '/cloud-migration',
    offers: [{ name: 'Assessment', description: 'Inventory and plan.' }],
  });

  it('describes the page as a Service provided by the organisation', () => {
    expect(data['@type']).toBe('Service');
    expect(data.url).toBe(`${site.url}/cloud-migration`);
    expect(data.provider).toMatchObject({ '@type': 'Organization', '@id': `${site.url}/#organization` });
  });

  it('lists each service card as an offer', () => {
    expect(data.hasOfferCatalog).toEqual({
      '@type': 'OfferCatalog',
      name: 'Cloud Migration',
      itemListElement: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Assessment', description: 'Inventory and plan.' } }],
    });
  });

  it('leaves out an empty catalogue', () => {
    expect(service({ name: 'X', serviceType: 'X', description: 'X', path: '/x', offers: [] })).not.toHaveProperty('hasOfferCatalog');
  });
});

describe('course', () => {
  it('gives the program hours as an ISO 8601 workload and points at the program on its page', () => {
    const data = course({ name: 'Fraud Analytics', description: 'Detect fraud.', path: '/training/bfsi#fraud', hours: 32, audience: 'BFSI' });
    expect(data).toMatchObject({
      '@type': 'Course',
      url: `${site.url}/training/bfsi#fraud`,
      timeRequired: 'PT32H',
      audience: { '@type': 'Audience', audienceType: 'BFSI' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Blended', courseWorkload: 'PT32H' },
    });
    expect(data.provider).toMatchObject({ '@type': 'Organization' });
  });
});


/** What every JSON-LD object needs, whatever its type. */
function expectValidNode(node: JsonLd, type: string) {
  expect(node['@context']).toBe('https://schema.org');
  expect(node['@type']).toBe(type);
  // Survives the serializer and parses back unchanged.
  expect(JSON.parse(serializeJsonLd(node))).toEqual(node);
}

const remoteJob = jobPosting({
  id: 'pega-developer-cssa',
  title: 'PEGA Developer (CSSA)',
  description: 'Own features end to end on PEGA Infinity projects.',
  datePosted: new Date('2025-01-10'),
  employmentType: 'FULL_TIME',
  remote: true,
  packageLpa: { min: 14, max: 20 },
  path: '/careers',
});

describe('jobPosting', () => {
  it('has the fields search engines require', () => {
    expectValidNode(remoteJob, 'JobPosting');
    expect(remoteJob).toMatchObject({
      title: 'PEGA Developer (CSSA)',
      description: 'Own features end to end on PEGA Infinity projects.',
      datePosted: '2025-01-10',
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
    datePosted: new Date('2025-01-06'),
    employmentType: 'FULL_TIME' as const,
    remote: false,
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

describe('localBusiness', () => {
  const node = localBusiness({ path: '/contact', description: 'We respond within 4 hours.' });

  it('is a LocalBusiness subtype with the address and contact details from site.ts', () => {
    expectValidNode(node, 'ProfessionalService');
    expect(node).toMatchObject({
      name: site.name,
      url: `${site.url}/contact`,
      telephone: site.phone,
      email: site.email,
      address: { '@type': 'PostalAddress', addressLocality: 'Hyderabad', postalCode: '500081', addressCountry: 'IN' },
    });
  });

  it('opens Monday to Friday, 09:00 to 18:00', () => {
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    ]);
  });
});
