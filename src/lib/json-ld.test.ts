import { describe, expect, it } from 'vitest';
import { professionalService, serializeJsonLd, website } from './json-ld';
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
