/**
 * How the site sets copy on a line: a figure stays with its unit ("14 months", "₹10-50 LPA",
 * "9:00 AM", "Week 2"), so a phone never shows "14 / months". Every content string with a space in it
 * passes through `typeset` once, where the content collections are read (`fillCopy` in
 * src/lib/copy.ts) and in Markdown bodies (src/lib/markdown-typeset.ts); strings built in code call
 * it too. (A browser may break a range such as "2-6" after its hyphen: Markdown bodies keep ranges
 * whole (markdown-typeset.ts) and headings keep hyphenated words whole with `keepWords`.)
 *
 * It only swaps a space for a no-break space, which find-in-page, screen readers and tests read as a
 * space. Search-engine text (meta, JSON-LD) turns it back with `plainText`.
 */

const NBSP = '\u00a0';

/** Units a figure can carry: time, money, clock times and counted things. */
const UNITS = [
  'seconds?',
  'secs?',
  'minutes?',
  'mins?',
  'hours?',
  'hrs?',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'yrs?',
  'LPA',
  'lakhs?',
  'crores?',
  'Cr',
  'billion',
  'million',
  'thousand',
  'AM',
  'PM',
  'IST',
  'per cent',
  'percent',
  'points?',
  'students?',
  'sessions?',
  'modules?',
  'levels?',
  'steps?',
  'phases?',
];

/** "14 months", "2-5 days", "₹10-50 LPA", "9:00 AM"; "1,200+ colleges" is left alone (not a unit). */
const FIGURE_UNIT = new RegExp(`(\\d[\\d,.:]*[+%]?)[ \\t]+(?=(?:${UNITS.join('|')})\\b)`, 'g');
/** A label before its number: "Week 2", "Day 1", "Phase 3", "Level 4", "Step 5". */
const LABEL_NUMBER = /\b(Week|Day|Phase|Level|Step|Module|Month|Year)[ \t]+(?=\d)/g;

export function typeset(text: string): string {
  return text.replace(FIGURE_UNIT, `$1${NBSP}`).replace(LABEL_NUMBER, `$1${NBSP}`);
}

/** The same text for machines (meta tags, JSON-LD, mail subjects): plain spaces. */
export function plainText(text: string): string {
  return text.replaceAll(NBSP, ' ');
}

/**
 * A range with its unit ("2-5 days", "₹10-50 LPA", after `typeset`): a browser may break a line
 * after the hyphen of "4-16", so prose keeps a range whole (`keepRanges`, markdown-typeset.ts).
 */
export const RANGE = /(₹?\d[\d,.]*-\d[\d,.]*[+%]?(?:\u00a0[\p{L}]+)?)/u;

/** Words joined by hyphens ("AI-ready", "citizen-services", "E-commerce"). */
export const HYPHENATED_WORD = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;
