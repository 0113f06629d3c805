import faviconSvg from '../../public/favicon.svg?raw';
import { site } from './site';
import { plainText } from './typeset';

/**
 * The favicon inline, as a data: URI: a linked icon is one more request while the page loads, and on
 * a slow phone that request delays the largest paint. /favicon.svg stays for structured data.
 */
export const faviconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export interface PageMetaInput {
  /** Page title without the brand; the home page passes the brand line itself. */
  title: string;
  description: string;
  /** Site-relative path such as "/about". */
  path: string;
  /** Site-relative path of the social image; defaults to the site card. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  og: { title: string; description: string; url: string; image: string; imageAlt: string; type: string; siteName: string; locale: string };
  twitter: { card: 'summary_large_image'; title: string; description: string; image: string };
}

export const DEFAULT_SOCIAL_IMAGE = '/social-card.png';

export function canonicalUrl(path: string): string {
  const clean = path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return `${site.url}${clean}`;
}

export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export function pageMeta(input: PageMetaInput): PageMeta {
  // Search engines and link previews get plain text: no no-break spaces or word joiners.
  const title = plainText(pageTitle(input.title));
  const description = plainText(input.description);
  const canonical = canonicalUrl(input.path);
  const image = canonicalUrl(input.image ?? DEFAULT_SOCIAL_IMAGE);
  const imageAlt = input.imageAlt ?? `${site.name}: ${site.tagline}`;
  return {
    title,
    description,
    canonical,
    robots: input.noindex ? 'noindex, follow' : 'index, follow',
    og: {
      title,
      description,
      url: canonical,
      image,
      imageAlt,
      type: input.type ?? 'website',
      siteName: site.name,
      locale: 'en_IN',
    },
    twitter: { card: 'summary_large_image', title, description, image },
  };
}

/** The Open Graph and Twitter tags of a page, in order, for the layout to print. */
export function socialTags(meta: PageMeta): { attribute: 'property' | 'name'; key: string; content: string }[] {
  const og = (key: string, content: string) => ({ attribute: 'property' as const, key: `og:${key}`, content });
  const twitter = (key: string, content: string) => ({ attribute: 'name' as const, key: `twitter:${key}`, content });
  return [
    og('type', meta.og.type),
    og('site_name', meta.og.siteName),
    og('locale', meta.og.locale),
    og('title', meta.og.title),
    og('description', meta.og.description),
    og('url', meta.og.url),
    og('image', meta.og.image),
    og('image:width', '1200'),
    og('image:height', '630'),
    og('image:alt', meta.og.imageAlt),
    twitter('card', meta.twitter.card),
    twitter('title', meta.twitter.title),
    twitter('description', meta.twitter.description),
    twitter('image', meta.twitter.image),
  ];
}
