import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The Content-Security-Policy, besides script-src and style-src, which Astro writes with the hashes
 * of the site's inline scripts and styles (`security.csp` in astro.config.mjs). It goes out as a
 * header (scripts/security-headers.mjs), so it can carry frame-ancestors. Nothing is allowed unless
 * it is listed: the site loads only its own files, makes no requests for data, is framed by no one,
 * and hands no string to an HTML or script sink (Trusted Types, with no policy at all).
 */
export const cspDirectives = [
  "default-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
] as const satisfies readonly `${string} ${string}`[];

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

/**
 * sonner 2 has no option to leave its stylesheet out: its bundle calls `__insertCSS("…")` with its
 * minified CSS when it is first imported, appending an empty <style> and then filling it. Allow exactly
 * those two contents by hash, read from the module the browser build gets, so toasts are styled
 * without 'unsafe-inline'. Anything else there (no call, two calls) stops the build.
 */
export function sonnerStyleHashes(): `sha256-${string}`[] {
  const bundle = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8');
  const calls = [...bundle.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)];
  if (calls.length !== 1) throw new Error(`sonner's bundle injects ${calls.length} stylesheets; src/lib/csp.ts expects one`);
  return ['', JSON.parse(calls[0][1]) as string].map(sha256);
}
