import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, faviconHref, pageMeta, pageTitle } from './seo';
import { site } from './site';

describe('pageMeta', () => {
  const meta = pageMeta({ title: 'About', description: 'Who we are and how we work with enterprises.', path: '/about' });

  it('joins the title with the brand once', () => {
    expect(meta.title).toBe('About | Kriyon');
    expect(pageTitle('Kriyon: AI Training')).toBe('Kriyon: AI Training');
  });

  it('builds the canonical from the site URL', () => {
    expect(meta.canonical).toBe(`${site.url}/about`);
    expect(canonicalUrl('/')).toBe(`${site.url}/`);
    expect(canonicalUrl('/about/')).toBe(`${site.url}/about`);
  });

  it('fills Open Graph and Twitter from the same fields with an absolute image', () => {
    expect(meta.og).toMatchObject({ title: 'About | Kriyon', url: `${site.url}/about`, type: 'website', siteName: 'Kriyon' });
    expect(meta.og.image).toBe(`${site.url}/social-card.png`);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', image: meta.og.image, description: meta.description });
    expect(meta.robots).toBe('index, follow');
  });

  it('marks error pages noindex', () => {
    expect(pageMeta({ title: 'Page not found', description: 'Missing page here', path: '/404', noindex: true }).robots).toBe('noindex, follow');
  });
});

describe('faviconHref', () => {
  it('is public/favicon.svg inline, so the icon costs no request', () => {
    expect(faviconHref.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(faviconHref.slice('data:image/svg+xml,'.length))).toBe(readFileSync('public/favicon.svg', 'utf8').trim());
    expect(faviconHref).not.toMatch(/["<>\s]/);
  });
});
