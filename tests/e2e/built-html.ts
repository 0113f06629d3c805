import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The built site read as files: every page's HTML under dist/, without a browser. */

export function htmlFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Visible text and attribute values of a page, without scripts, styles and island props. */
export function readable(html: string): string[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ');
  const texts = body.replace(/<[^>]*>/g, '\n').split('\n');
  const attributes = [...body.matchAll(/<(?!astro-island)[a-z][\w-]*\s([^>]*)>/gi)].flatMap((m) =>
    [...m[1].matchAll(/[\w:-]+="([^"]*)"/g)].map((a) => a[1]),
  );
  return [...texts, ...attributes].map((s) => s.trim()).filter(Boolean);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A page's visible text as a reader meets it: one line, entities decoded, no-break spaces as spaces. */
export function pageText(file: string): string {
  const html = readFileSync(file, 'utf8');
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  const body = html.match(/<body[\s\S]*<\/body>/)?.[0] ?? '';
  return (
    `${description} ${body}`
      // React's markers between adjacent text ("96<!-- -->%") are not a space a reader sees.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<template\b[\s\S]*?<\/template>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(
        /&(#?\w+);/g,
        (whole, name: string) =>
          ENTITIES[name] ??
          (name.startsWith('#x')
            ? String.fromCodePoint(parseInt(name.slice(2), 16))
            : name.startsWith('#')
              ? String.fromCodePoint(Number(name.slice(1)))
              : whole),
      )
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim()
  );
}

/**
 * Pictures of a page that say nothing to assistive technology: an outermost `<svg>` that is neither
 * hidden (`aria-hidden="true"`) nor an image with a name (`role="img"` with `aria-label` or
 * `aria-labelledby`), and an `<img>` without an `alt` attribute. SVGs drawn inside another SVG are
 * parts of that picture.
 */
export function unnamedPictures(html: string): string[] {
  const problems: string[] = [];
  let depth = 0;
  for (const [tag, closing, attributes = ''] of html.matchAll(/<(\/?)svg\b([^>]*)>/gi)) {
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    const selfClosing = attributes.trimEnd().endsWith('/');
    if (depth === 0) {
      const hidden = /\saria-hidden="true"/.test(attributes);
      const named = /\srole="img"/.test(attributes) && /\saria-(label|labelledby)="[^"]+"/.test(attributes);
      if (!hidden && !named) problems.push(tag.slice(0, 120));
    }
    if (!selfClosing) depth++;
  }
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) if (!/\salt="/.test(tag)) problems.push(tag.slice(0, 120));
  return problems;
}

/** The built HTML file of a route: "/" is dist/index.html, "/about" dist/about.html. */
export const routeFile = (route: string, dir = 'dist') => path.join(dir, `${route === '/' ? 'index' : route.slice(1)}.html`);

/** The file in dist/ that a URL of the site (absolute, as in og:image) is served from. */
export const siteFile = (url: string, dir = 'dist') => path.join(dir, decodeURIComponent(new URL(url).pathname));

/** The width and height of a PNG from its IHDR chunk, or undefined if the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A `<meta>` tag's content, by its `property` (Open Graph) or `name` (Twitter). */
export const metaContent = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
