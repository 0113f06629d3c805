/**
 * One stylesheet per page (run by scripts/postbuild.mjs, before the CSP hashes are collected).
 *
 * Tailwind builds one stylesheet from every class written anywhere in the source, and Astro inlines
 * it into every page: ~56 KB raw, ~9 KB brotli, sent again with each page. A page needs only the
 * rules for the classes it can ever carry: those in its HTML and those in the scripts it loads
 * (islands add classes as visitors use them). This rebuilds each page's inline Tailwind stylesheet
 * from exactly those classes, with Tailwind's own scanner and compiler and the same source
 * (src/styles/global.css), then swaps the page's CSP hash for the new stylesheet's.
 *
 * A page stays one download: with the smaller stylesheet most pages fit the first round trip of a
 * new connection (TCP's initial window, ~14 KB), which is most of what a visitor on a slow network waits for.
 */
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

/** Tailwind's banner opens the stylesheet Astro inlines from src/styles/global.css. */
const TAILWIND_STYLE = /<style>(\/\*! tailwindcss [\s\S]*?)<\/style>/g;
const STYLE_ELEMENTS = /<style[^>]*>[\s\S]*?<\/style>/g;

export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every `/_astro/….js` file a page names (island components, renderers, module scripts). */
export function scriptsOfPage(html) {
  return [...new Set([...html.matchAll(/["'(]\/(_astro\/[^"'()\s]+\.js)["')]/g)].map((m) => m[1]))];
}

/** The chunks a built chunk imports, statically or dynamically, relative to the site root. */
export function importsOfChunk(js, chunk) {
  const found = new Set();
  for (const [, spec] of js.matchAll(/["'](\.{1,2}\/[^"'\s]+\.js)["']/g)) {
    found.add(path.posix.join(path.posix.dirname(chunk), spec));
  }
  for (const [, spec] of js.matchAll(/["']\/?(_astro\/[^"'\s]+\.js)["']/g)) found.add(spec);
  return [...found];
}

/** Class names a stylesheet has rules for (CSS escapes undone). */
export function styledClasses(css) {
  return new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1')));
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** HTML with its character references undone: `[&amp;&gt;*]:x` in the markup is the class `[&>*]:x`. */
export function decodeEntities(html) {
  return html.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (_m, dec, hex, name) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ENTITIES[name.toLowerCase()],
  );
}

/** Class names written in a page's class attributes. */
export function classesInHtml(html) {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => decodeEntities(m[1]).split(/\s+/).filter(Boolean)));
}

/**
 * @param {{ dist: string, source: string }} options the build folder and the Tailwind entry stylesheet
 * @returns a function that rewrites one built page's HTML, and reports the sizes before and after
 */
export async function pageStyler({ dist, source }) {
  const css = await readFile(source, 'utf8');
  const base = path.dirname(source);
  const chunkCache = new Map();

  async function chunkClosure(entries) {
    const seen = new Set();
    const queue = [...entries];
    while (queue.length) {
      const chunk = queue.pop();
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      if (!chunkCache.has(chunk)) {
        const js = await readFile(path.join(dist, chunk), 'utf8');
        chunkCache.set(chunk, { js, imports: importsOfChunk(js, chunk) });
      }
      queue.push(...chunkCache.get(chunk).imports);
    }
    return [...seen].sort().map((chunk) => chunkCache.get(chunk).js);
  }

  return async function stylePage(html, name) {
    const blocks = [...html.matchAll(TAILWIND_STYLE)];
    if (blocks.length !== 1) throw new Error(`${name}: expected one inline Tailwind stylesheet, found ${blocks.length}`);
    const siteCss = blocks[0][1];
    const markup = html.replace(STYLE_ELEMENTS, '');
    const scripts = await chunkClosure(scriptsOfPage(html));
    const candidates = new Scanner({}).scanFiles([
      { content: decodeEntities(markup), extension: 'html' },
      ...scripts.map((content) => ({ content, extension: 'js' })),
    ]);
    // A compiler remembers every class it has built: a fresh one per page.
    const compiler = await compile(css, { base, onDependency() {} });
    const pageCss = optimize(compiler.build(candidates), { minify: true }).code.trim();

    // Every class the page carries that the site stylesheet styles must still be styled.
    const site = styledClasses(siteCss);
    const kept = styledClasses(pageCss);
    const lost = [...classesInHtml(markup)].filter((c) => site.has(c) && !kept.has(c));
    if (lost.length) throw new Error(`${name}: the page stylesheet lost the rules for ${lost.join(', ')}`);

    const oldHash = cspHash(siteCss);
    const metaCount = html.split(oldHash).length - 1;
    if (metaCount !== 1) throw new Error(`${name}: the CSP <meta> should hold the stylesheet's hash once, found ${metaCount}`);
    const out = html
      .replace(`<style>${siteCss}</style>`, () => `<style>${pageCss}</style>`)
      .replace(oldHash, () => cspHash(pageCss));
    return { html: out, siteCss, before: siteCss.length, after: pageCss.length };
  };
}
