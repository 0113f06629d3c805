import { describe, expect, it } from 'vitest';
import { fillCopy, fillTokens } from './copy';
import { IDENTITY_TOKENS } from './site-text';
import { site } from './site';
import { formatClaim } from './claims';

const tokens = {
  ...IDENTITY_TOKENS,
  clients: formatClaim({ amount: 200, unit: 'count', orMore: true }),
  firstReply: formatClaim({ amount: 4, unit: 'hours' }),
};

describe('copy as pages print it', () => {
  it('fills names and years from site.ts and figures from the claims', () => {
    expect(fillTokens('Founded as {formerName} in {foundedYear}', tokens)).toBe(`Founded as ${site.formerName} in ${site.foundedYear}`);
    // Filled, then typeset: the figure stays with its unit.
    expect(fillCopy({ a: ['{clients} clients', 'A reply within {firstReply}'] }, { tokens, where: 'x.yaml' })).toEqual({
      a: ['200+ clients', 'A reply within 4\u00a0hours'],
    });
  });

  it('keeps the shape of the data and leaves ids, paths and dates alone', () => {
    const date = new Date('2025-01-01');
    expect(fillCopy({ id: 'a-b', when: date, n: 3, on: true }, { tokens, where: 'x.yaml' })).toEqual({ id: 'a-b', when: date, n: 3, on: true });
  });

  it('leaves the tokens a route fills, and stops at an unknown one, naming the file and the field', () => {
    expect(fillCopy({ t: 'AI for {sector}' }, { tokens, keep: ['sector'], where: 'x.yaml' })).toEqual({ t: 'AI for {sector}' });
    expect(() => fillCopy({ hero: { lead: ['Hello {nmae}'] } }, { tokens, where: 'src/content/pages/about.yaml' })).toThrow(
      /src\/content\/pages\/about\.yaml: unknown token \{nmae\} in hero\.lead\.0\. Use a name from/,
    );
  });
});

describe('claims', () => {
  it('are printed from their number and unit', () => {
    expect(
      [
        { amount: 312, unit: 'percent' },
        { amount: 4.2, unit: 'times' },
        { amount: 5.2, unit: 'crore' },
        { amount: 4, unit: 'hours' },
        { amount: 1, unit: 'hours' },
        { amount: 30, unit: 'minute' },
        { amount: 60, unit: 'minutes' },
        { amount: 18, unit: 'months' },
        { amount: 5000, unit: 'count', orMore: true },
        { text: '24/7' },
      ].map((c) => formatClaim(c as Parameters<typeof formatClaim>[0])),
    ).toEqual(['312%', '4.2x', '₹5.2Cr', '4 hours', '1 hour', '30-minute', '60 minutes', '18 months', '5,000+', '24/7']);
  });
});
