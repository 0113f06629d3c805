import { describe, expect, it } from 'vitest';
import { fillTemplate, fillTemplates, inSentence, slugify } from './text';

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('AI for {sector} teams, {other}', { sector: 'BFSI' })).toBe('AI for BFSI teams, {other}');
  });

  it('fills every string in nested data and keeps numbers', () => {
    expect(fillTemplates({ a: ['{sector}!'], b: { c: '{sector}' }, n: 4 }, { sector: 'Retail' })).toEqual({
      a: ['Retail!'],
      b: { c: 'Retail' },
      n: 4,
    });
  });
});

describe('slugify', () => {
  it('makes lower-case fragment ids', () => {
    expect(slugify('AI for Credit Risk & Underwriting')).toBe('ai-for-credit-risk-underwriting');
    expect(slugify('  Café — Ops  ')).toBe('cafe-ops');
  });
});

describe('inSentence', () => {
  it('lower-cases ordinary words and keeps acronyms', () => {
    expect(inSentence('Healthcare')).toBe('healthcare');
    expect(inSentence('BFSI')).toBe('BFSI');
    expect(inSentence('Government')).toBe('government');
  });
});
