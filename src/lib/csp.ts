import { createHash } from 'node:crypto';

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
 * sonner injects its stylesheet as an inline <style> when it is first imported: the element is
 * added empty, then filled. Allow exactly those two contents by hash, so toasts are styled without
 * 'unsafe-inline'. The CSS is captured by letting sonner do what it does in a browser, against a
 * stand-in `document`, so this keeps working whatever its source looks like; if sonner stops
 * injecting a stylesheet, the build says so.
 */
export async function sonnerStyleHashes(): Promise<`sha256-${string}`[]> {
  const inserted: { text: string }[] = [];
  const standIn = {
    head: { appendChild() {} },
    getElementsByTagName: () => [],
    createTextNode: (text: string) => text,
    createElement() {
      const style = { type: '', text: '', appendChild: (text: string) => void (style.text += text) };
      inserted.push(style);
      return style;
    },
  };
  const global = globalThis as { document?: unknown };
  const had = 'document' in global;
  global.document ??= standIn;
  try {
    await import('sonner');
  } finally {
    if (!had) delete global.document;
  }
  const css = inserted.map((s) => s.text).filter(Boolean);
  if (css.length !== 1) throw new Error(`sonner inserted ${css.length} stylesheets on import; src/lib/csp.ts expects one`);
  return ['', css[0]].map(sha256);
}
