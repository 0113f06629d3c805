import { describe, expect, it } from 'vitest';
import { absoluteUrl, formatAddress, site, identityDefaultsInUse } from './site';

describe('site identity', () => {
  it('has the brand, short name, legal and former names', () => {
    expect(site.name).toBe('Kriyon');
    expect(site.shortName).toBe('kriyon');
    expect(site.legalName).toBe('Kriyon Technologies Pvt. Ltd.');
    expect(site.formerName).toBe('Kriyon Software Solutions');
    expect([site.foundedYear, site.rebrandYear, site.copyright]).toEqual([2019, 2024, { from: 2024, to: new Date().getFullYear() }]);
  });

  it('has a Hyderabad address with postal code 500081 in India', () => {
    expect(site.address).toMatchObject({ city: 'Hyderabad', region: 'Telangana', postalCode: '500081', country: 'IN' });
    expect(formatAddress()).toContain('Hyderabad, Telangana 500081');
  });

  it('has absolute https URLs for every outbound channel and no trailing slash on the site URL', () => {
    for (const url of [site.url, site.intakeFormUrl, site.bookingUrl, site.founderProfileUrl, ...site.social.map((s) => s.url)]) {
      expect(new URL(url).protocol).toBe('https:');
    }
    expect(site.url.endsWith('/')).toBe(false);
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(site.careersEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(site.phoneHref).toMatch(/^tel:\+\d{8,15}$/);
  });

  it('has the office hours the contact page promises', () => {
    expect(site.officeHours.label).toBe('Mon–Fri 9:00 AM–6:00 PM IST');
  });

  it('builds absolute URLs from site-relative paths', () => {
    expect(absoluteUrl('/about')).toBe(`${site.url}/about`);
  });
});

describe('environment overrides', () => {
  it('reads SITE_URL and the outbound URLs from the environment', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    vi.stubEnv('SITE_URL', 'https://www.example.org/');
    vi.stubEnv('INTAKE_FORM_URL', 'https://forms.example.org/intake');
    vi.stubEnv('CONTACT_PHONE', '+91 99999 00000');
    const fresh = await import('./site');
    expect(fresh.site.url).toBe('https://www.example.org');
    expect(fresh.site.intakeFormUrl).toBe('https://forms.example.org/intake');
    expect(fresh.site.phoneHref).toBe('tel:+919999900000');
    vi.unstubAllEnvs();
    vi.resetModules();
  });
});

describe('identityDefaultsInUse', () => {
  it('is quiet for development and preview builds', () => {
    expect(identityDefaultsInUse({})).toEqual([]);
    expect(identityDefaultsInUse({ SITE_URL: 'https://preview.kriyon.example' })).toEqual([]);
  });

  it('names every default a production build still uses', () => {
    const used = identityDefaultsInUse({ NODE_ENV: 'production', SITE_URL: 'https://kriyon.in', CONTACT_EMAIL: 'hello@kriyon.in' });
    expect(used).toContain('INTAKE_FORM_URL');
    expect(used).toContain('CONTACT_PHONE');
    expect(used).not.toContain('SITE_URL');
    expect(used).not.toContain('CONTACT_EMAIL');
    expect(identityDefaultsInUse({ SITE_URL: 'https://kriyon.in' })).toContain('BOOKING_URL');
  });
});
