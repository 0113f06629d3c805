import { describe, expect, it } from 'vitest';
import { companyLinks, isCurrent, pagePath, primaryNav, trainingLink } from './nav';
import { paths } from './routes';
import { getIndustryLinks, getPolicyLinks, getServiceLinks } from './content/site';
import { LEGAL_SLUGS, SPEC_INDUSTRIES, SPEC_ROUTES, SPEC_SERVICES } from '../../tests/spec/spec';

/** Pages beyond the specification's list: the public ledger of figures (issue 37). */
const OWN_ROUTES = [paths.ledger];

describe('navigation tree', () => {
  it('links only to routes the specification lists, the pages our issues add, or anchors on the home page', async () => {
    for (const link of [...primaryNav, trainingLink, ...companyLinks, ...(await getPolicyLinks())]) {
      const path = link.href.split('#')[0] || '/';
      expect([...SPEC_ROUTES, ...OWN_ROUTES], `${link.label} → ${link.href}`).toContain(path);
    }
  });

  it('has the header links of spec §2 in order', () => {
    expect(primaryNav.map((l) => l.label)).toEqual(['AI Training Services', 'Campus Hiring', 'Kriyon Edge', 'Kriyon Plus']);
    expect(primaryNav.map((l) => l.href)).toEqual(['/#services', '/campus-hiring', '/kriyon-edge', '/kriyon-plus']);
  });

  it('takes the policy links from the policies, in their order: the five of the specification at launch', async () => {
    const policies = await getPolicyLinks();
    expect(policies.map((l) => l.href)).toEqual(LEGAL_SLUGS.map((s) => `/${s}`));
    expect(policies.map((l) => l.label)).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Refund Policy', 'Super 30 Policy']);
  });

  it('takes the industry and service groups from their collections, in their order', async () => {
    const industries = await getIndustryLinks();
    expect(industries.map((l) => l.href)).toEqual(expect.arrayContaining(SPEC_INDUSTRIES.map((s) => `/training/${s}`)));
    expect(industries[0]).toEqual({ label: 'BFSI', href: '/training/bfsi' });
    const services = await getServiceLinks();
    expect(services.map((l) => l.href)).toEqual(expect.arrayContaining(SPEC_SERVICES.map((s) => `/${s}`)));
    expect(services.find((l) => l.href === '/app-modernization')?.label).toBe('App Modernisation');
  });

  it('builds the Edge and Plus paths from the short name', () => {
    expect([paths.edge, paths.plus]).toEqual(['/kriyon-edge', '/kriyon-plus']);
  });

  it('names the page a path is, however the server spells it', () => {
    expect(['/', '', '/index', '/index.html'].map(pagePath)).toEqual(['/', '/', '/', '/']);
    expect(['/about', '/about/', '/about.html', '/training/bfsi.html'].map(pagePath)).toEqual(['/about', '/about', '/about', '/training/bfsi']);
  });

  it('marks a link current only on its own page, never an in-page anchor', () => {
    expect(isCurrent('/about', '/about.html')).toBe(true);
    expect(isCurrent('/about', '/about-us')).toBe(false);
    expect(isCurrent('/training/bfsi', '/training')).toBe(false);
    expect(isCurrent(trainingLink.href, '/')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});
