import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The CSP besides script-src and style-src (Astro writes those with hashes); sent as a header so it can carry frame-ancestors. */
export const cspDirectives = [
  "default-src 'none'",
  "img-src 'self' data:",
  "font-src 'self' data:",
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
 * The hash that lets one of the page's own inline scripts run, and no other: its prefetch rules
 * (speculationRulesScript) and the line that starts the brand face early (BRAND_FONT_EARLY_LOAD).
 */
export const inlineScriptHash = (script: string) => sha256(script);

/** sonner 2 always injects an empty <style>, then fills it (`__insertCSS`): allow exactly those two by hash, not 'unsafe-inline'. */
export function sonnerStyleHashes(): `sha256-${string}`[] {
  const bundle = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8');
  const calls = [...bundle.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)];
  if (calls.length !== 1) throw new Error(`sonner's bundle injects ${calls.length} stylesheets; src/lib/csp.ts expects one`);
  return ['', JSON.parse(calls[0][1]) as string].map(sha256);
}
