import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, cardPage, DEFAULT_SOCIAL_IMAGE, faviconHref, pageMeta, pageTitle, socialCardPath, socialTags } from './seo';
import { site } from './site';

describe('pageMeta', () => {
  const meta = pageMeta({ title: 'About', description: 'Who we are and how we work with enterprises.', path: '/about' });

  it('ends every title with the brand, one pattern for every page', () => {
    expect(meta.title).toBe('About | Kriyon');
    expect(pageTitle('Edge: AI Programme for Universities')).toBe('Edge: AI Programme for Universities | Kriyon');
  });

  it('builds the canonical from the site URL', () => {
    expect(meta.canonical).toBe(`${site.url}/about`);
    expect(canonicalUrl('/')).toBe(`${site.url}/`);
    expect(canonicalUrl('/about/')).toBe(`${site.url}/about`);
  });

  it('fills Open Graph and Twitter from the same fields with an absolute image', () => {
    expect(meta.og).toMatchObject({ title: 'About | Kriyon', url: `${site.url}/about`, type: 'website', siteName: 'Kriyon' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', image: meta.og.image, description: meta.description });
    expect(meta.robots).toBe('index, follow');
  });

  it("points the social image at the page's own card, with its size and the alt text given", () => {
    expect(meta.og.image).toBe(`${site.url}/social/about.png`);
    const withAlt = pageMeta({ title: 'About', description: 'Who we are and how we work.', path: '/about', imageAlt: 'Kriyon: About Us' });
    const tags = Object.fromEntries(socialTags(withAlt).map((t) => [t.key, t.content]));
    expect(tags).toMatchObject({
      'og:image': `${site.url}/social/about.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Kriyon: About Us',
      'twitter:image': `${site.url}/social/about.png`,
      'twitter:image:alt': 'Kriyon: About Us',
    });
  });

  it('marks error pages noindex and gives them the site card', () => {
    const notFound = pageMeta({ title: 'Page not found', description: 'Missing page here', path: '/404', noindex: true });
    expect(notFound.robots).toBe('noindex, follow');
    expect(notFound.og.image).toBe(canonicalUrl(DEFAULT_SOCIAL_IMAGE));
    expect(cardPage({ path: '/404', noindex: true })).toBe('/');
  });
});

describe('socialCardPath', () => {
  it('maps a page to its card under /social, the home page to index.png', () => {
    expect(socialCardPath('/')).toBe('/social/index.png');
    expect(socialCardPath('/about')).toBe('/social/about.png');
    expect(socialCardPath('/training/healthcare/')).toBe('/social/training/healthcare.png');
    expect(DEFAULT_SOCIAL_IMAGE).toBe('/social/index.png');
  });
});

describe('faviconHref', () => {
  it('is public/favicon.svg inline, so the icon costs no request', () => {
    expect(faviconHref.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(faviconHref.slice('data:image/svg+xml,'.length))).toBe(readFileSync('public/favicon.svg', 'utf8').trim());
    expect(faviconHref).not.toMatch(/["<>\s]/);
  });
});
