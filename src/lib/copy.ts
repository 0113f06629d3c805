import { typeset } from './typeset';

/**
 * Content copy as pages print it: `{name}`-style tokens filled (the identity in site.ts, the figures in
 * claims.yaml) and prose typeset so figures stay with their units. This runs where content is READ
 * (src/lib/content/collections.ts), never where it is parsed: the content layer caches parsed entries,
 * so a figure changed in claims.yaml shows on the next build and at once in `npm run dev`.
 */

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

/** Replaces every `{token}` that `tokens` defines; others are left as they are. */
export const fillTokens = (text: string, tokens: Readonly<Record<string, string>>) =>
  text.replace(TOKEN, (whole, name: string) => tokens[name] ?? whole);

export interface CopyOptions {
  tokens: Readonly<Record<string, string>>;
  /** Tokens a route fills itself (the industry pages' `{sector}`). */
  keep?: readonly string[];
  /** The file the data came from, for the error an editor reads. */
  where: string;
}

/**
 * `data` with every token filled and every string with a space in it (prose: never an id, a path, a
 * URL or a date) typeset. An unknown token stops the build, naming the file and the field.
 */
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
