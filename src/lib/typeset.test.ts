import { describe, expect, it } from 'vitest';
import { HYPHENATED_WORD, plainText, typeset } from './typeset';

const NBSP = '\u00a0';

describe('typeset', () => {
  it.each([
    ['Payback in 14 months', `Payback in 14${NBSP}months`],
    ['billable-ready in 90 days', `billable-ready in 90${NBSP}days`],
    ['2–5 days', `2–5${NBSP}days`],
    ['₹10–50 LPA', `₹10–50${NBSP}LPA`],
    ['C$2.4 billion', `C$2.4${NBSP}billion`],
    ['Mon–Fri 9:00 AM–6:00 PM IST', `Mon–Fri 9:00${NBSP}AM–6:00${NBSP}PM IST`],
    ['From Week 2 to Day 30', `From Week${NBSP}2 to Day${NBSP}30`],
    ['10+ years', `10+${NBSP}years`],
  ])('keeps the figure in "%s" with its unit', (input, output) => {
    expect(typeset(input)).toBe(output);
  });

  it('leaves other text alone', () => {
    for (const text of ['1,200+ colleges', '200+ enterprise clients', 'AI-ready teams', 'Version 2 of the plan', '24/7 support']) {
      expect(typeset(text)).toBe(text);
    }
  });

  it('is idempotent and reversible for machines', () => {
    const once = typeset('Break-even in 18 months');
    expect(typeset(once)).toBe(once);
    expect(plainText(once)).toBe('Break-even in 18 months');
  });

  it('finds hyphenated words for headings', () => {
    expect('Building AI-ready teams'.split(HYPHENATED_WORD)).toEqual(['Building ', 'AI-ready', ' teams']);
    expect('Retail, E-commerce & Consumer Goods'.split(HYPHENATED_WORD)[1]).toBe('E-commerce');
  });
});
