import { describe, expect, it } from 'vitest';
import { inSentence, slugify } from './text';

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
