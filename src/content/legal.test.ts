import { describe, expect, it } from 'vitest';
import { getCollection } from 'astro:content';
import { LEGAL_SLUGS } from '../../tests/spec/spec';

const pages = await getCollection('legal');
const byId = Object.fromEntries(pages.map((p) => [p.id, p]));
const body = (id: string) => (byId[id]?.body ?? '').replace(/\s+/g, ' ');

describe('legal collection', () => {
  it('has exactly the five policy pages of the routes list', () => {
    expect(pages.map((p) => p.id).sort()).toEqual([...LEGAL_SLUGS].sort());
  });

  it.each([
    ['privacy-policy', '2024-12-01', 'month'],
    ['terms-of-service', '2026-12-01', 'month'],
    ['cookie-policy', '2024-12-01', 'month'],
    ['refund-policy', '2025-01-01', 'day'],
    ['super30-policy', '2025-01-01', 'day'],
  ])('%s is dated %s (%s precision)', (id, date, precision) => {
    expect(byId[id]?.data.updated.toISOString().slice(0, 10)).toBe(date);
    expect(byId[id]?.data.precision).toBe(precision);
  });

  it.each([
    '15% refund',
    '31 January 2024',
    '9 months',
    '30 days after',
    'whichever is earlier',
    '1 February 2024',
    'no job guarantee',
    '10 calendar days',
    '3–5 genuine interviews',
    'Corporate programme fees are non-refundable',
    'Registration, platform and tax fees are non-refundable',
    'Hyderabad',
  ])('the refund policy states "%s"', (phrase) => {
    expect(body('refund-policy')).toContain(phrase);
  });

  it.each(['3-month', 'non-refundable', 'Duplicate payment', '15 days', '80% attendance', '2 formal warnings', 'sole arbitrator', '1 January 2025'])(
    'the Super 30 policy states "%s"',
    (phrase) => {
      expect(body('super30-policy')).toContain(phrase);
    },
  );

  it('says truthfully that the site sets no cookies and runs no trackers', () => {
    expect(body('cookie-policy')).toMatch(/sets no cookies/i);
    expect(body('cookie-policy')).toMatch(/no (analytics|trackers)/i);
  });

  it('has no placeholder text', () => {
    for (const page of pages) expect(page.body).not.toMatch(/lorem ipsum|TODO|TBD|\[insert/i);
  });
});
