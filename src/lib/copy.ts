import { typeset } from './typeset';

const TOKEN = /\{(\w+)\}/g;

/** Applies `fn` to every string inside plain data (objects, arrays), keeping its shape. */
function mapStrings(value: unknown, fn: (text: string, path: (string | number)[]) => string, path: (string | number)[] = []): unknown {
  if (typeof value === 'string') return fn(value, path);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, fn, [...path, i]));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn, [...path, k])]));
  }
  return value;
}

/**
 * Names the claim a figure prints: every object whose `value` holds one claim's token (`'{aiConsultingRoi}'`,
 * `'Under {firstReply}'`) gets `claim: '<name>'`, so the page can link the figure to its ledger line. Runs before
 * the tokens are filled; an object that names its claim already keeps it.
 */
export function nameClaims<T>(data: T, claims: ReadonlySet<string>): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object' || value instanceof Date) return value;
    const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    const named = typeof out.value === 'string' ? [...out.value.matchAll(TOKEN)].map(([, name]) => name).filter((name) => claims.has(name)) : [];
    return named.length === 1 && !('claim' in out) ? { ...out, claim: named[0] } : out;
  };
  return walk(data) as T;
}

/** Replaces every `{token}` that `tokens` defines; others are left as they are. */
export const fillTokens = (text: string, tokens: Readonly<Record<string, string>>) =>
  text.replace(TOKEN, (whole, name: string) => tokens[name] ?? whole);

interface CopyOptions {
  tokens: Readonly<Record<string, string>>;
  /** Tokens a route fills itself (the industry pages' `{sector}`). */
  keep?: readonly string[];
  where: string;
}

/** Every token filled and every string with a space (prose, never an id or a URL) typeset; an unknown token stops the build. */
export function fillCopy<T>(data: T, { tokens, keep = [], where }: CopyOptions): T {
  const problems: string[] = [];
  const out = mapStrings(data, (text, path) => {
    for (const [, name] of text.matchAll(TOKEN)) {
      if (!(name in tokens) && !keep.includes(name)) problems.push(`{${name}} in ${path.join('.') || 'the text'}`);
    }
    const filled = fillTokens(text, tokens);
    return /\s/.test(filled) ? typeset(filled) : filled;
  });
  if (problems.length)
    throw new Error(
      `${where}: unknown token ${problems.join(', ')}. Use a name from src/lib/site.ts or src/content/claims.yaml: {${Object.keys(tokens).join('}, {')}}`,
    );
  return out as T;
}
