import { describe, expect, it } from 'vitest';
import { breadcrumbs, organization, serializeJsonLd, website } from '.';
import { site } from '../site';

describe('serializeJsonLd', () => {
  it('cannot be broken out of its <script> element', () => {
    const out = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script> & <!--' });
    expect(out).not.toMatch(/[<>&]/);
    expect((JSON.parse(out) as { name: string }).name).toBe('</script><script>alert(1)</script> & <!--');
  });

  it('round-trips line and paragraph separators', () => {
    const out = serializeJsonLd({ '@type': 'Thing', name: 'a\u2028b\u2029c' });
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect((JSON.parse(out) as { name: string }).name).toBe('a\u2028b\u2029c');
  });
});

describe('builders', () => {
  it('describes the organization with its legal, former name and address', () => {
    const org = organization();
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kriyon',
      legalName: site.legalName,
      alternateName: site.formerName,
      foundingDate: '2019',
      address: { '@type': 'PostalAddress', postalCode: '500081', addressCountry: 'IN', addressLocality: 'Hyderabad' },
    });
  });

  it('describes the website and breadcrumbs with absolute URLs', () => {
    expect(website()).toMatchObject({ '@type': 'WebSite', url: `${site.url}/` });
    const crumbs = breadcrumbs([
      { name: 'Home', path: '/' },
      { name: 'About', path: '/about' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'About', item: `${site.url}/about` },
    ]);
  });
});
