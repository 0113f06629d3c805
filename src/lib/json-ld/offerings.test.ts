import { describe, expect, it } from 'vitest';
import { course, educationalOccupationalProgram, localBusiness, professionalService, service, serializeJsonLd, softwareItemList, website } from '.';
import { expectValidNode } from '../../../tests/spec/expect-valid-node';
import { site } from '../site';

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
    const parsed = JSON.parse(serializeJsonLd([website(), data])) as { '@type': string }[];
    expect(parsed.map((d) => d['@type'])).toEqual(['WebSite', 'ProfessionalService']);
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
