import { describe, expect, it } from 'vitest';
import { companyLinks, policyLinks, primaryNav, serviceLinks, toIndustryLinks } from './nav';
import { SPEC_ROUTES, paths } from './routes';

const allLinks = [...primaryNav, ...serviceLinks, ...companyLinks, ...policyLinks];

describe('navigation tree', () => {
  it('links only to routes the specification lists (or anchors on the home page)', () => {
    for (const link of allLinks) {
      const path = link.href.split('#')[0] || '/';
      expect(SPEC_ROUTES, `${link.label} → ${link.href}`).toContain(path);
    }
  });

  it('has the header links of spec §2 in order', () => {
    expect(primaryNav.map((l) => l.label)).toEqual(['AI Training Services', 'Campus Hiring', 'Kriyon Edge', 'Kriyon Plus']);
    expect(primaryNav.map((l) => l.href)).toEqual(['/#services', '/campus-hiring', '/kriyon-edge', '/kriyon-plus']);
  });

  it('has the five policy links', () => {
    expect(policyLinks.map((l) => l.href)).toEqual([
      '/privacy-policy', '/terms-of-service', '/cookie-policy', '/refund-policy', '/super30-policy',
    ]);
  });

  it('orders industry links by their order field', () => {
    const links = toIndustryLinks([
      { id: 'retail', data: { shortName: 'Retail', order: 5 } },
      { id: 'bfsi', data: { shortName: 'BFSI', order: 1 } },
    ]);
    expect(links).toEqual([
      { slug: 'bfsi', label: 'BFSI', href: '/training/bfsi' },
      { slug: 'retail', label: 'Retail', href: '/training/retail' },
    ]);
  });

  it('builds the Edge and Plus paths from the short name', () => {
    expect([paths.edge, paths.plus]).toEqual(['/kriyon-edge', '/kriyon-plus']);
  });
});
