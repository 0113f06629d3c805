import { describe, expect, it } from 'vitest';
import { course, service } from './json-ld';
import { site } from './site';

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
