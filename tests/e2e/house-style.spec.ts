import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { CLAIMS } from '../spec/claims';
import { htmlFiles, pageText } from './built-html';

/**
 * Content a buyer can trust, read from the built HTML of every page: a claim stated on several pages
 * says the same figure everywhere (src/content/claims.yaml), and our own copy keeps one house style.
 */

const pages = htmlFiles().map((file) => ({ file, text: pageText(file) }));
/** An article is a dated record: it states the figures of its date, which a claim may have moved on from. */
const undated = pages.filter(({ file }) => !/^dist\/insights\/(?!index\.html$|page\/|category\/)[^/]+\.html$/.test(file));

/** `{n}` in a claim's pattern: a figure such as "4 hours", "200+", "₹5.2Cr", "4.2x", "30-minute". */
const FIGURE = '(₹?\\d[\\d.,]*(?:\\+|%|x|Cr)?(?:[ -](?:hours?|minutes?|minute|months?|weeks?|days?))?)';
const norm = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

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
            const figure = norm(match[1] ?? '');
            seen.push(file);
            if (figure !== norm(claim.value) && !(figure === 'five' && claim.value === '5 months')) wrong.push(`${file}: "${match[0]}"`);
          }
        }
      }
      expect(wrong, `${name} means: ${claim.means}`).toEqual([]);
      // A pattern that matches nothing checks nothing: each claim is found where it is stated.
      expect(seen.length, `no page states ${name} the way claims.yaml expects`).toBeGreaterThan(0);
    });
  }
});

/** Spellings the specification quotes as labels, which stay as quoted. */
const SPEC_LABELS = [
  'Application Modernization',
  'App Modernization',
  'Modernize Your Applications',
  'Organization-wide Training',
  'Learner Enrollment Agreement',
  'Training Program Manager',
];

/** Our own copy is Indian English: one spelling for each of these words. */
const HOUSE_STYLE = [
  { wrong: /\b[Oo]rganizations?\b|\b[Oo]rganiz(?:e|ed|ing)\b/, right: 'organisation' },
  { wrong: /\b[Mm]oderniz(?:ation|e|ed|ing)\b/, right: 'modernisation' },
  { wrong: /\b[Pp]rograms?\b/, right: 'programme' },
  { wrong: /\b[Ee]nroll(?:ment|ments|s)?\b|\benroll\b/, right: 'enrolment, enrol' },
  { wrong: /\bPega\b/, right: 'PEGA' },
  { wrong: /\b(?:[Oo]ptimiz|[Pp]rioritiz|[Pp]ersonaliz|[Ss]tandardiz)/, right: '-ise spellings' },
];

test.describe('house style', () => {
  for (const { file, text } of pages) {
    test(`${file} keeps the house style`, () => {
      const own = SPEC_LABELS.reduce((t, label) => t.replaceAll(label, ''), text);
      for (const { wrong, right } of HOUSE_STYLE) {
        const found = own.match(new RegExp(`.{0,40}${wrong.source}.{0,20}`, 'g')) ?? [];
        expect(found, `write ${right}`).toEqual([]);
      }
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
