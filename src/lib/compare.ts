import { formatNumber } from './claims';
import { plainText } from './typeset';

/**
 * A figure that states a change ("3.5 days faster", "41% less downtime") can carry the two numbers
 * behind it (`compare` in src/content/schemas/blocks.ts), and a chart draws them. The figure's text and
 * the chart must never disagree, so the chart checks the text against the numbers here before it
 * draws (the build stops when they disagree): the value is
 * the change (or the number after), and the words around it state the others.
 */
export interface Compare {
  before: number;
  after: number;
  /** "days", "months" …, or "%": a change measured against a baseline of 100. */
  unit: string;
  labels: { before: string; after: string };
}

/** A figure as the schema holds it, with its numbers. */
export interface ComparedFigure {
  value: string;
  label: string;
  description?: string;
  compare?: Compare;
}

/** A number with its unit as copy writes it: "1.5 days", "59%". */
export const formatAmount = (n: number, unit: string) => (unit === '%' ? `${formatNumber(n)}%` : `${formatNumber(n)} ${unit}`);

/** Whether `text` states `amount` as a whole ("5 days" is not read inside "1.5 days"). */
function states(text: string, amount: string): boolean {
  const escaped = amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d])`).test(text);
}

/** What is wrong between a figure's text and its numbers, as sentences for the editor (empty when they agree). */
export function compareProblems(figure: ComparedFigure): string[] {
  const c = figure.compare;
  if (!c) return [];
  const value = plainText(figure.value).trim();
  const words = plainText(`${figure.label} ${figure.description ?? ''}`);
  const change = formatAmount(Math.abs(c.before - c.after), c.unit);
  const after = formatAmount(c.after, c.unit);
  if (c.before === c.after) return ['`compare` needs two different numbers'];
  if (c.unit === '%') {
    if (c.before !== 100) return ['A percentage change is drawn against a baseline of 100: set `before: 100`'];
    return value === change ? [] : [`The value "${value}" should be the change, "${change}", for before ${c.before} and after ${c.after}`];
  }
  const problems: string[] = [];
  if (value !== change && value !== after) problems.push(`The value "${value}" should be the change, "${change}", or the number after, "${after}"`);
  const before = formatAmount(c.before, c.unit);
  if (!states(words, before)) problems.push(`The label or description should state the number before, "${before}"`);
  if (value !== after && !states(words, after)) problems.push(`The label or description should state the number after, "${after}"`);
  return problems;
}
