// @ts-check
/**
 * The claims register as a document (docs/claims-register.md): every figure stated on more than one
 * page, with what it means, what it rests on, when it was checked and every page that states it
 * (src/content/claims.yaml); then every figure of every page, as the page shows it (a value over its
 * label). Made from the built site, so it lists what visitors read.
 *
 *   npm run claims        rewrite docs/claims-register.md from dist/ (after npm run build)
 *
 * tests/e2e/built-html.spec.ts fails when the committed register is not the one the build makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { formatClaim } from '../src/lib/claims.ts';

/** `{n}` in a claim's pattern: a figure such as "4 hours", "200+", "₹5.2Cr", "4.2x", "30-minute", "24/7". */
export const FIGURE = '(24/7|₹?\\d[\\d.,]*(?:\\+|%|x|Cr)?(?:[ -](?:hours?|minutes?|minute|months?|weeks?|days?))?)';

const norm = (/** @type {string} */ s) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A figure as a number and unit, however it is written: "30-minute" and "30 minutes" are one figure. */
export const sameFigure = (/** @type {string} */ a, /** @type {string} */ b) => {
  const plain = (/** @type {string} */ s) => norm(s).replace(/^(\d+)-(minute|hour|day|week|month)$/, '$1 $2s');
  return plain(a) === plain(b);
};

/** Every page of the build, as [route, file], in sitemap order. */
function pages(dist, JSDOM) {
  const sitemap = new JSDOM(readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8'), { contentType: 'application/xml' }).window.document;
  return [...sitemap.querySelectorAll('loc')].map((loc) => {
    const route = new URL(loc.textContent ?? '').pathname;
    return [route, path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`)];
  });
}

/** Elements that run on within a line of text. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'data',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

/** @param {Node} node @returns {string} */
function words(node) {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeType !== 1) return '';
  const inner = [...node.childNodes].map(words).join('');
  return INLINE.has(/** @type {Element} */ (node).localName) ? inner : ` ${inner} `;
}

/** An article is a dated record: it states the figures of its date, not today's claims. */
const isArticle = (/** @type {string} */ route) => /^\/insights\/(?!page\/|category\/)[^/]+$/.test(route);

/** The register as Markdown, from the claims file and the built site in `dist`. */
export function claimsRegister(dist = 'dist', claimsFile = 'src/content/claims.yaml') {
  const { JSDOM } = createRequire(import.meta.url)('jsdom');
  const claims = Object.entries(parse(readFileSync(claimsFile, 'utf8')));
  const read = pages(dist, JSDOM).map(([route, file]) => {
    const document = new JSDOM(readFileSync(file, 'utf8')).window.document;
    for (const el of document.querySelectorAll('script, style, template')) el.remove();
    const text = norm(`${document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''} ${words(document.body)}`);
    // A figure as a page shows it: a term (the label) with its value and, if any, its description.
    const figures = [...document.querySelectorAll('main dt')].flatMap((dt) => {
      const values = [];
      for (let dd = dt.nextElementSibling; dd?.tagName === 'DD'; dd = dd.nextElementSibling) values.push(norm(dd.textContent ?? ''));
      const [value = '', description = ''] = values;
      return /\d/.test(value) ? [{ label: norm(dt.textContent ?? ''), value, description }] : [];
    });
    return { route, text, figures };
  });
  const cell = (/** @type {string} */ s) => s.replace(/\|/g, '\\|');
  const lines = [
    '# Claims register',
    '',
    'Made by `npm run claims` from `src/content/claims.yaml` and the built site: do not edit it by hand.',
    'Change a figure in the content, build, and run `npm run claims`; `npm test` fails while this file is',
    'out of date. Articles are dated records: they state the figures of their date and are not listed.',
    '',
    '## Figures stated on more than one page',
    '',
    '| Figure | Claim | What it means | What it rests on | Checked | Pages that state it |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, claim] of claims) {
    const value = formatClaim(claim);
    const routes = read
      .filter(
        ({ route, text }) =>
          (claim.statedAs ?? []).some((pattern) =>
            [...text.matchAll(new RegExp(pattern.replace('{n}', FIGURE), 'g'))].some((m) => sameFigure(m[1] ?? '', value)),
          ) && !isArticle(route),
      )
      .map(({ route }) => route);
    lines.push(`| ${cell(value)} | ${name} | ${cell(claim.means)} | ${cell(claim.basis)} | ${claim.asOf} | ${routes.join(', ') || '(none yet)'} |`);
  }
  lines.push('', '## Every figure, page by page', '');
  for (const { route, figures } of read.filter(({ route, figures }) => figures.length && !isArticle(route))) {
    lines.push(`### ${route}`, '', '| Figure | Label | What it says |', '| --- | --- | --- |');
    for (const f of figures) lines.push(`| ${cell(f.value)} | ${cell(f.label)} | ${cell(f.description)} |`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('docs/claims-register.md', claimsRegister());
  console.log('docs/claims-register.md written from dist/');
}
