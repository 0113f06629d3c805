import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Content-Security-Policy directives besides script-src and style-src, which Astro fills with the
 * hashes of each page's inline code. The servers add the same directives (plus frame-ancestors,
 * which a <meta> policy cannot carry) with the union of every page's hashes: see scripts/postbuild.mjs.
 */
export const cspDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "worker-src 'none'",
  "frame-src 'none'",
] as const satisfies readonly `${string} ${string}`[];

/**
 * sonner injects its stylesheet as an inline <style> at runtime: first empty, then filled. Allow
 * exactly those two contents by hash so toasts are styled without 'unsafe-inline'.
 */
export function sonnerStyleHashes(): `sha256-${string}`[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const start = source.indexOf('__insertCSS("');
  const css = start < 0 ? null : (JSON.parse(source.slice(start + 12, source.indexOf('");', start) + 1)) as string);
  if (!css) throw new Error('sonner no longer inlines its CSS the way src/lib/csp.ts expects');
  return ['', css].map((text) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const);
}
