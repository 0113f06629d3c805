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
  /** Site-relative path of the social image; defaults to the page's own card (`socialCardPath`). */
  image?: string;
  /** What the social image shows, in words (the layout passes its card's, `socialCardAlt`). */
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
  twitter: { card: 'summary_large_image'; title: string; description: string; image: string; imageAlt: string };
}

/**
 * Where a page's social card is built (src/pages/social/[...card].png.ts): "/about" has
 * "/social/about.png", "/training/healthcare" "/social/training/healthcare.png", the home page
 * "/social/index.png".
 */
export function socialCardPath(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return `/social/${clean === '' ? 'index' : clean}.png`;
}

/** The page whose card a page shows: its own, or, outside the sitemap (404, 500), the home page's. */
export function cardPage(input: Pick<PageMetaInput, 'path' | 'noindex'>): string {
  return input.noindex ? '/' : input.path;
}

/** The site's card (the home page's): for structured data that names one image for the company. */
export const DEFAULT_SOCIAL_IMAGE = socialCardPath('/');

export function canonicalUrl(path: string): string {
  const clean = path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return `${site.url}${clean}`;
}

export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

export function pageMeta(input: PageMetaInput): PageMeta {
  // Search engines and link previews get plain text: no no-break spaces or word joiners.
  const title = plainText(pageTitle(input.title));
  const description = plainText(input.description);
  const canonical = canonicalUrl(input.path);
  const image = canonicalUrl(input.image ?? socialCardPath(cardPage(input)));
  const imageAlt = plainText(input.imageAlt ?? `${site.name}: ${input.title}`);
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
    twitter: { card: 'summary_large_image', title, description, image, imageAlt },
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
    twitter('image:alt', meta.twitter.imageAlt),
  ];
}
