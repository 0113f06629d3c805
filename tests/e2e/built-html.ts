import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The built site read as files: every page's HTML under dist/, parsed by jsdom, without a browser. */

// jsdom (a dev dependency, used by the unit tests) ships no types of its own.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const parser = new new JSDOM('').window.DOMParser();

let last: { html: string; document: Document } | undefined;

/** A page as a document, parsed as a browser parses it (nothing runs). Read it, never change it: the last one is reused. */
export function parseHtml(html: string): Document {
  if (last?.html !== html) last = { html, document: parser.parseFromString(html, 'text/html') };
  return last.document;
}

/** An XML file (the sitemap) as a document. */
export const parseXml = (xml: string): Document => parser.parseFromString(xml, 'application/xml');

/** Every page of the site in the build: the content editor's page (dist/admin/, docs/editor.md) is no page of the site. */
export function htmlFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && path.relative(dir, entry.parentPath).split(path.sep)[0] !== 'admin')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const TEXT = 3;
const ELEMENT = 1;
const hidden = (el: Element) => ['script', 'style', 'template'].includes(el.localName);
/** A figure's unit, set a size smaller in its own element (ui/figure-value.tsx): it runs on from its number ("96%"). */
const runsOn = (el: Element) => el.hasAttribute('data-unit');

/** Visible text and attribute values of a page, without scripts, styles and island props. */
export function readable(html: string): string[] {
  const elements = [...parseHtml(html).querySelectorAll('*')].filter((el) => !el.closest('script, style, template'));
  const texts = elements.flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === TEXT).map((n) => n.nodeValue ?? ''));
  const attributes = elements.filter((el) => el.localName !== 'astro-island').flatMap((el) => [...el.attributes].map((a) => a.value));
  return [...texts, ...attributes].map((s) => s.trim()).filter(Boolean);
}

/** The words of a node as a reader meets them: a space between elements, none before a figure's unit or where React split text with a comment ("96<!-- -->%"). */
const words = (node: Node): string => {
  if (node.nodeType === TEXT) return node.nodeValue ?? '';
  if (node.nodeType !== ELEMENT || hidden(node as Element)) return '';
  const inner = [...node.childNodes].map(words).join('');
  return runsOn(node as Element) ? `${inner} ` : ` ${inner} `;
};

/** A page's visible text as a reader meets it: one line, no-break spaces as spaces. */
export function pageText(file: string): string {
  const document = parseHtml(readFileSync(file, 'utf8'));
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return `${description} ${words(document.body)}`.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/**
 * Pictures of a page that say nothing to assistive technology: an outermost `<svg>` that is neither
 * hidden (`aria-hidden="true"`) nor an image with a name (`role="img"` with `aria-label` or
 * `aria-labelledby`), and an `<img>` without an `alt` attribute. SVGs drawn inside another SVG are
 * parts of that picture.
 */
export function unnamedPictures(html: string): string[] {
  const document = parseHtml(html);
  const svgs = [...document.querySelectorAll('svg')].filter((svg) => !svg.parentElement?.closest('svg'));
  const unnamed = svgs.filter(
    (svg) =>
      svg.getAttribute('aria-hidden') !== 'true' &&
      !(svg.getAttribute('role') === 'img' && (svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby'))),
  );
  return [...unnamed, ...document.querySelectorAll('img:not([alt])')].map((el) => el.outerHTML.slice(0, 120));
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
export const metaContent = (html: string, key: string) =>
  [...parseHtml(html).querySelectorAll('meta')]
    .find((m) => (m.getAttribute('property') ?? m.getAttribute('name')) === key)
    ?.getAttribute('content') ?? undefined;
