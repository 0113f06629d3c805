import { describe, expect, it } from 'vitest';
import { fillSiteTokens, unknownSiteTokens } from './site-text';
import { site } from './site';

describe('site tokens in content', () => {
  it('fills names and years from site.ts', () => {
    expect(fillSiteTokens('Founded as {formerName} in {foundedYear}')).toBe(`Founded as ${site.formerName} in ${site.foundedYear}`);
    expect(fillSiteTokens('Rebranded as {name}')).toBe(`Rebranded as ${site.name}`);
  });

  it('leaves unknown tokens in place and reports them', () => {
    expect(fillSiteTokens('Hello {nmae}')).toBe('Hello {nmae}');
    expect(unknownSiteTokens('{name} and {nmae}')).toEqual(['nmae']);
    expect(unknownSiteTokens('no tokens')).toEqual([]);
  });
});
