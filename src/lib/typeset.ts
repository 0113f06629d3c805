const NBSP = '\u00a0';

/** Units a figure can carry, as regular-expression alternatives. */
const UNITS = {
  time: 'seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?',
  money: 'LPA|lakhs?|crores?|Cr|billion|million|thousand',
  clock: 'AM|PM|IST',
  counted: 'per cent|percent|points?|students?|sessions?|modules?|levels?|steps?|phases?',
};

/** "14 months", "₹10-50 LPA", "9:00 AM"; "1,200+ colleges" is left alone (not a unit). */
const FIGURE_UNIT = new RegExp(`(\\d[\\d,.:]*[+%]?)[ \\t]+(?=(?:${Object.values(UNITS).join('|')})\\b)`, 'g');
/** A label before its number: "Week 2", "Day 1", "Phase 3", "Level 4", "Step 5". */
const LABEL_NUMBER = /\b(Week|Day|Phase|Level|Step|Module|Month|Year)[ \t]+(?=\d)/g;

/** A figure stays with its unit, so a phone never shows "14 / months": a no-break space, read as a space by find-in-page and screen readers. */
export function typeset(text: string): string {
  return text.replace(FIGURE_UNIT, `$1${NBSP}`).replace(LABEL_NUMBER, `$1${NBSP}`);
}

/** The same text for machines (meta tags, JSON-LD, mail subjects): plain spaces. */
export function plainText(text: string): string {
  return text.replaceAll(NBSP, ' ');
}

/** A range with its unit ("2–5 days", after `typeset`): a browser may break a line after the dash of "4–16". */
export const RANGE = /(₹?\d[\d,.]*[-–]\d[\d,.]*[+%]?(?:\u00a0[\p{L}]+)?)/u;

/** Words joined by hyphens ("AI-ready", "citizen-services", "E-commerce"). */
export const HYPHENATED_WORD = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;
