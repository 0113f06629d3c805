import faviconSvg from '../../public/favicon.svg?raw';
import { site } from './site';
import { plainText } from './typeset';

/** The favicon inline: a linked icon is one more request, which on a slow phone delays the largest paint. */
export const faviconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export interface PageMetaInput {
  /** Without the brand; the home page passes the brand line itself. */
  title: string;
  description: string;
  path: string;
  /** Defaults to the page's own card. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

/** "/about" has "/social/about.png", the home page "/social/index.png". */
export function socialCardPath(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return `/social/${clean === '' ? 'index' : clean}.png`;
}

/** The page whose card a page shows: its own, or, outside the sitemap (404, 500), the home page's. */
export function cardPage(input: Pick<PageMetaInput, 'path' | 'noindex'>): string {
  return input.noindex ? '/' : input.path;
}

/** The home page's card, for structured data that names one image for the company. */
export const DEFAULT_SOCIAL_IMAGE = socialCardPath('/');

export function canonicalUrl(path: string): string {
  const clean = path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return `${site.url}${clean}`;
}

export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

export function pageMeta(input: PageMetaInput) {
  // Search engines and link previews get plain text: no no-break spaces or word joiners.
  const title = plainText(pageTitle(input.title));
  const description = plainText(input.description);
  const canonical = canonicalUrl(input.path);
  const image = canonicalUrl(input.image ?? socialCardPath(cardPage(input)));
  const imageAlt = plainText(input.imageAlt ?? `${site.name}: ${input.title}`);
  const type = input.type ?? 'website';
  return {
    title,
    description,
    canonical,
    robots: input.noindex ? 'noindex, follow' : 'index, follow',
    og: { title, description, url: canonical, image, imageAlt, type, siteName: site.name, locale: 'en_IN' },
    twitter: { card: 'summary_large_image' as const, title, description, image, imageAlt },
  };
}

export function socialTags({ og, twitter }: ReturnType<typeof pageMeta>) {
  const tags = (attribute: 'property' | 'name', prefix: string, pairs: Record<string, string>) =>
    Object.entries(pairs).map(([key, content]) => ({ attribute, key: `${prefix}:${key}`, content }));
  return [
    ...tags('property', 'og', { type: og.type, site_name: og.siteName, locale: og.locale, title: og.title, description: og.description }),
    ...tags('property', 'og', { url: og.url, image: og.image, 'image:width': '1200', 'image:height': '630', 'image:alt': og.imageAlt }),
    ...tags('name', 'twitter', { card: twitter.card, title: twitter.title, description: twitter.description, image: twitter.image }),
    ...tags('name', 'twitter', { 'image:alt': twitter.imageAlt }),
  ];
}
