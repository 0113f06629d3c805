/**
 * A page's script policy lists only the inline scripts that page has (run by scripts/postbuild.mjs).
 *
 * Astro writes the hash of every inline script the build can emit (each island directive's loader,
 * the island element) into every page's <meta> policy. A page allows only its own: least privilege,
 * and ~50 bytes less per hash in both the <meta> and the header.
 */
import { cspHash } from './page-styles.mjs';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]+)(")/i;

/** Hashes of the page's inline scripts that run (not external ones, not JSON data blocks). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs) || /\stype="application\/(ld\+)?json"/.test(attrs)) continue;
    hashes.add(cspHash(body));
  }
  return hashes;
}

/** The directives of the page's <meta> policy, in order. */
export function metaDirectives(html, name) {
  const meta = META.exec(html);
  if (!meta) throw new Error(`${name} has no CSP <meta>; is experimental.csp on?`);
  return meta[2].split(';').map((d) => d.trim()).filter(Boolean);
}

/** The page with its <meta> script-src cut down to its own inline scripts' hashes. */
export function ownScriptPolicy(html, name) {
  const directives = metaDirectives(html, name);
  const own = inlineScriptHashes(html);
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  if (index < 0) throw new Error(`${name}: the CSP <meta> has no script-src`);
  const [, ...sources] = directives[index].split(/\s+/);
  const listed = new Set(sources.filter((s) => s.startsWith("'sha")));
  const unlisted = [...own].filter((h) => !listed.has(h));
  if (unlisted.length) throw new Error(`${name}: inline scripts missing from the CSP <meta>: ${unlisted.join(' ')}`);
  directives[index] = ['script-src', ...sources.filter((s) => !s.startsWith("'sha") || own.has(s))].join(' ');
  return html.replace(META, (_m, open, _policy, close) => `${open}${directives.join('; ')}${close}`);
}
