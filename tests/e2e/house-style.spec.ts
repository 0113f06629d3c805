import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { CLAIMS } from '../spec/claims';
import { SPEC_US_LABELS } from '../spec/spec';
import { htmlFiles, pageText, parseHtml } from './built-html';
import { FIGURE, sameFigure } from '../../scripts/claims-register.mjs';

/**
 * Content a buyer can trust, read from the built HTML of every page: a claim stated on several pages
 * says the same figure everywhere (src/content/claims.yaml), and our own copy keeps one house style.
 */

const pages = htmlFiles().map((file) => ({ file, text: pageText(file) }));
/**
 * An article is a dated record: it states the figures of its date, which a claim may have moved on from. The ledger
 * (/how-we-measure) prints each claim's own definition and base, numbers of other kinds.
 */
const undated = pages.filter(
  ({ file }) => !/^dist\/insights\/(?!index\.html$|page\/|category\/)[^/]+\.html$/.test(file) && file !== 'dist/how-we-measure.html',
);

test.describe('one number per claim', () => {
  for (const [name, claim] of Object.entries(CLAIMS)) {
    if (!claim.statedAs) continue;
    test(`"${name}" is ${claim.value} on every page that states it`, () => {
      const seen: string[] = [];
      const wrong: string[] = [];
      for (const pattern of claim.statedAs!) {
        const re = new RegExp(pattern.replace('{n}', FIGURE), 'g');
        for (const { file, text } of undated) {
          for (const match of text.matchAll(re)) {
            seen.push(file);
            if (!sameFigure(match[1] ?? '', claim.value)) wrong.push(`${file}: "${match[0]}"`);
          }
        }
      }
      expect(wrong, `${name} means: ${claim.means}`).toEqual([]);
      // A pattern that matches nothing checks nothing: each claim is found where it is stated.
      expect(seen.length, `no page states ${name} the way claims.yaml expects`).toBeGreaterThan(0);
    });
  }
});

/** Spellings the specification quotes as labels, which stay as quoted (tests/spec/spec.ts). */
const SPEC_LABELS: readonly string[] = SPEC_US_LABELS;

/** Words that end in -ize but are not an -ise/-ize spelling choice. */
const IZE_WORDS = new Set([
  'size',
  'sizes',
  'sized',
  'sizing',
  'oversize',
  'oversized',
  'resize',
  'resized',
  'downsize',
  'downsized',
  'prize',
  'prizes',
  'seize',
  'seized',
  'seizes',
  'capsize',
]);

/** Our own copy is Indian English: one spelling for each of these words. */
const HOUSE_STYLE = [
  { wrong: /\b[Oo]rganizations?\b|\b[Oo]rganiz(?:e|ed|ing)\b/, right: 'organisation' },
  { wrong: /\b[Mm]oderniz(?:ation|e|ed|ing)\b/, right: 'modernisation' },
  { wrong: /\b[Pp]rograms?\b/, right: 'programme' },
  { wrong: /\b[Ee]nroll(?:ment|ments|s)?\b|\benroll\b/, right: 'enrolment, enrol' },
  { wrong: /\bPega\b/, right: 'PEGA' },
  { wrong: /\b(?:[Oo]ptimiz|[Pp]rioritiz|[Pp]ersonaliz|[Ss]tandardiz)/, right: '-ise spellings' },
  { wrong: /\b[Ll]earnt\b/, right: 'learned' },
  { wrong: /\b[Cc]ut-over\b/, right: 'cutover (the noun), cut over (the verb)' },
  { wrong: /\b[Ss]et-up\b/, right: 'setup (the noun), set up (the verb)' },
  { wrong: /\b[Oo]n-premise\b/, right: 'on-premises' },
  { wrong: /\bC-Suite\b/, right: 'C-suite' },
  { wrong: /\bper ?cent\b|\d %/, right: '40% (no space, never "per cent")' },
  { wrong: /\bRs\.? ?\d|\bINR \d|₹ \d|\bcrores\b/, right: '₹5.2Cr, ₹2.5L (₹ with no space; crore, lakh)' },
  { wrong: /\b[Rr][ée]sum[ée]s?\b/, right: 'CV' },
  {
    wrong:
      /\b(?:[Cc]enters?|[Cc]olors?|[Ff]avors?|[Ff]avorite|[Bb]ehaviors?|[Ll]abor|[Dd]efense|[Cc]atalogs?|[Ff]ulfill(?:s|ment)?|[Tt]oward|[Gg]ray)\b/,
    right: 'British spelling: centre, colour, favour, behaviour, labour, defence, catalogue, fulfil, towards, grey',
  },
  {
    wrong: /\b(?:[Tt]ravel|[Mm]odel|[Cc]ancel|[Ll]abel|[Ff]uel|[Ss]ignal)(?:ed|ing)\b/,
    right: 'British spelling: travelled, modelled, cancelled, labelled',
  },
  { wrong: /\b[A-Za-z]+yz(?:e|es|ed|ing)\b/, right: 'analyse (British spelling)' },
  // Numbers (docs/house-style.md): a range takes an en dash, a count of thousands a separator, hours a word.
  { wrong: /\d-\d|\b(?:AM|PM)-\d|\bMon-Fri\b/, right: 'an en dash in a range: 4–12 weeks, ₹12–18 LPA, Mon–Fri 9:00 AM–6:00 PM' },
  { wrong: /\b\d{4,}\+/, right: 'a thousands separator: 1,200+' },
  { wrong: /\b\d+ ?hrs?\b/, right: '48 hours, not 48hrs' },
  // Typographic quotes in the copy: “AI Plus”, not "AI Plus" (a straight one is for code).
  { wrong: /"/, right: 'curly quotes: “…” and ‘…’' },
];

/** -ize and -ization spellings in our own copy: Indian English writes -ise (organise, prioritise). */
const izeSpellings = (text: string) =>
  [...text.matchAll(/\b([A-Za-z]+iz(?:e|es|ed|ing|ation|ations))\b/g)].map((m) => m[1]).filter((word) => !IZE_WORDS.has(word.toLowerCase()));

test.describe('house style', () => {
  for (const { file, text } of pages) {
    test(`${file} keeps the house style`, () => {
      const own = SPEC_LABELS.reduce((t, label) => t.replaceAll(label, ''), text);
      for (const { wrong, right } of HOUSE_STYLE) {
        const found = own.match(new RegExp(`.{0,40}${wrong.source}.{0,20}`, 'g')) ?? [];
        expect(found, `write ${right}`).toEqual([]);
      }
      expect(izeSpellings(own), 'write -ise, -isation (organise, prioritise)').toEqual([]);
      // Policies give the address instead of sending the reader to another page for it.
      expect(text).not.toMatch(/email address on our Contact page/i);
      // A sector's name inside a sentence reads as a word, not a title ("how healthcare teams work").
      expect(text).not.toMatch(
        /\b(?:how|for|in|our) (?:Healthcare|Technology|Manufacturing|Retail|Education|Government|Consulting) (?:teams|clients)\b/,
      );
    });
  }

  test('every job posting says until when it is open', () => {
    const html = readFileSync('dist/careers.html', 'utf8');
    const postings = [...html.matchAll(/"@type":"JobPosting"[^]*?"validThrough":"(\d{4}-\d\d-\d\d)"/g)];
    expect(postings).toHaveLength(19);
    expect(html).not.toMatch(/Posted[^<]*20(?:2[0-5])/);
  });
});

const documents = htmlFiles().map((file) => ({ file, document: parseHtml(readFileSync(file, 'utf8')) }));
const words = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only, svg')) hidden.remove();
  return (copy.textContent ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
};

test.describe('titles and labels (docs/house-style.md)', () => {
  test('every page title is "Topic | Kriyon": one brand, no dash or ampersand', () => {
    for (const { file, document } of documents) {
      const title = document.title;
      expect(title, file).toMatch(/^[^|]+ \| Kriyon$/);
      const topic = title.replace(/ \| Kriyon$/, '');
      expect(topic, `${file}: the brand is added once, at the end`).not.toMatch(/\bKriyon\b/);
      expect(topic, `${file}: "and", not "&"; a colon, not a dash`).not.toMatch(/&| - | – | — /);
    }
  });

  /** Small words a Title Case label keeps in lower case. */
  const MINOR = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'per', 'the', 'to', 'with', 'vs']);
  test('every button is labelled in Title Case', () => {
    const wrong: string[] = [];
    for (const { file, document } of documents) {
      // Anything drawn as a button (src/components/ui/button-styles.ts): a pill with a button's fill or outline.
      const buttons = [...document.querySelectorAll('a.rounded-pill, button.rounded-pill')].filter((el) =>
        /\b(bg-accent-400|border-indigo-600|border-white\/50)\b/.test(el.getAttribute('class') ?? ''),
      );
      for (const button of buttons) {
        const label = words(button);
        const lower = label.split(' ').filter((w, i) => /^[a-z]/.test(w) && (i === 0 || !MINOR.has(w)));
        if (lower.length) wrong.push(`${file}: "${label}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('no sentence of a dozen words or more is pasted on more than two kinds of page', () => {
    /** A kind of page: every article is one kind, every insights list page another; each other page its own. */
    const kind = (file: string) =>
      /^dist\/insights\/(page|category)\/|^dist\/insights\.html$/.test(file) ? 'insights list' : /^dist\/insights\//.test(file) ? 'article' : file;
    const seen = new Map<string, Set<string>>();
    for (const { file, document } of documents) {
      const main = document.querySelector('main');
      if (!main) continue;
      for (const el of main.querySelectorAll('script, style, template')) el.remove();
      const sentences = (main.textContent ?? '').replace(/[\s\u00a0]+/g, ' ').split(/(?<=[.!?])\s+/);
      for (const sentence of sentences.map((t) => t.trim()).filter((t) => t.split(' ').length >= 12)) {
        seen.set(sentence, (seen.get(sentence) ?? new Set()).add(kind(file)));
      }
    }
    const pasted = [...seen].filter(([, kinds]) => kinds.size > 2).map(([sentence, kinds]) => `${kinds.size} pages: "${sentence.slice(0, 90)}"`);
    expect(pasted).toEqual([]);
  });
});
