import { describe, expect, it } from 'vitest';
import { cspHash } from './page-styles.mjs';
import { inlineScriptHashes, ownScriptPolicy } from './page-policy.mjs';

const used = 'customElements.define("astro-island",X)';
const other = '(self.Astro||(self.Astro={})).visible=1';
const page = (scripts, body = '') =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' ${scripts}; style-src 'self' 'sha256-s='"></head>` +
  `<body>${body}<script>${used}</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, not external scripts or JSON data', () => {
    expect([...inlineScriptHashes(page(''))]).toEqual([cspHash(used)]);
  });
});

describe('ownScriptPolicy', () => {
  it("keeps only the page's own inline script hashes and leaves the rest of the policy alone", () => {
    const out = ownScriptPolicy(page(`${cspHash(other)} ${cspHash(used)}`), 'page.html');
    const policy = /content="([^"]+)"/.exec(out)[1];
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${cspHash(used)}; style-src 'self' 'sha256-s='`);
    expect(out.replace(/<meta[^>]*>/, '')).toBe(page('').replace(/<meta[^>]*>/, ''));
  });

  it('refuses a page with an inline script its policy does not list', () => {
    expect(() => ownScriptPolicy(page(cspHash(other)), 'page.html')).toThrow(/missing from the CSP <meta>/);
  });
});
