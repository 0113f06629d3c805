// @ts-check
/**
 * The claims register as a document (docs/claims-register.md): the public ledger's lines as the built
 * /how-we-measure page shows them (made from src/content/claims.yaml: one source for the page and this
 * file), then every figure of every page, as the page shows it (a value over its label). Made from the
 * built site, so it lists what visitors read.
 *
 *   npm run claims        rewrite docs/claims-register.md from dist/ (after npm run build)
 *
 * tests/e2e/built-html.spec.ts fails when the committed register is not the one the build makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';

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

/** An article is a dated record: it states the figures of its date, not today's claims. */
const isArticle = (/** @type {string} */ route) => /^\/insights\/(?!page\/|category\/)[^/]+$/.test(route);

/** The register as Markdown, from the claims file and the built site in `dist`. */
export function claimsRegister(dist = 'dist', claimsFile = 'src/content/claims.yaml') {
  const { JSDOM } = createRequire(import.meta.url)('jsdom');
  const claims = Object.keys(parse(readFileSync(claimsFile, 'utf8')));
  const read = pages(dist, JSDOM).map(([route, file]) => {
    const document = new JSDOM(readFileSync(file, 'utf8')).window.document;
    for (const el of document.querySelectorAll('script, style, template')) el.remove();
    // A figure as a page shows it: a term (the label) with its value and, if any, its description.
    const figures = [...document.querySelectorAll('main dt')].flatMap((dt) => {
      const values = [];
      for (let dd = dt.nextElementSibling; dd?.tagName === 'DD'; dd = dd.nextElementSibling) values.push(norm(dd.textContent ?? ''));
      const [value = '', description = ''] = values;
      return /\d/.test(value) ? [{ label: norm(dt.textContent ?? ''), value, description }] : [];
    });
    return { route, document, figures };
  });
  const ledger = read.find(({ route }) => route === '/how-we-measure')?.document;
  if (!ledger) throw new Error('The build has no /how-we-measure page: build the site first');
  const cell = (/** @type {string} */ s) => s.replace(/\|/g, '\\|');
  const lines = [
    '# Claims register',
    '',
    'Made by `npm run claims` from the built ledger page (/how-we-measure), which is made from',
    '`src/content/claims.yaml`: do not edit it by hand. Change a figure in the content, build, and run',
    '`npm run claims`; `npm test` fails while this file is out of date. Articles are dated records: they',
    'state the figures of their date and are not listed.',
    '',
    '## The ledger',
    '',
    '| Figure | Claim | Name | Kind | What it counts | Counted over | Period | Checked | Stated on |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const name of claims) {
    const line = ledger.getElementById(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
    if (!line) throw new Error(`The ledger page has no line for the claim "${name}"`);
    const rows = Object.fromEntries([...line.querySelectorAll('dt')].map((dt) => [norm(dt.textContent ?? ''), dt.nextElementSibling]));
    const text = (/** @type {string} */ term) => norm(rows[term]?.textContent ?? '');
    const stated = [...(rows['Stated on']?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')).join(', ') || '(none yet)';
    lines.push(
      `| ${cell(norm(line.querySelector('.figure-num')?.textContent ?? ''))} | ${name} | ${cell(norm(line.querySelector('h3')?.textContent ?? ''))} | ${cell(norm(line.querySelector('h3 + p')?.textContent ?? ''))} | ${cell(text('What it counts'))} | ${cell(text('Counted over'))} | ${cell(text('Period'))} | ${cell(text('Last checked'))} | ${stated} |`,
    );
  }
  lines.push('', '## Every figure, page by page', '');
  for (const { route, figures } of read.filter(({ route, figures }) => figures.length && !isArticle(route) && route !== '/how-we-measure')) {
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
