import { z } from 'astro/zod';
import { SITE_TOKENS, fillSiteTokens, unknownSiteTokens } from '@/lib/site-text';
import { typeset } from '@/lib/typeset';

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
 * Every collection's data passes through here once its schema has accepted it (content.config.ts):
 * `{name}`-style tokens are filled from src/lib/site.ts, and prose (any string with a space in it:
 * never an id, a path, a URL or a date) is typeset so figures stay with their units
 * (src/lib/typeset.ts). `routeTokens` are left for the route to fill (the industry pages fill `{sector}`).
 */
export const withCopy = <T extends z.ZodType>(schema: T, routeTokens: readonly string[] = []) =>
  schema
    .superRefine((data, ctx) => {
      mapStrings(data, (text, path) => {
        const unknown = unknownSiteTokens(text).filter((token) => !routeTokens.includes(token));
        if (unknown.length) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: `Unknown token {${unknown.join('}, {')}}; use one of {${Object.keys(SITE_TOKENS).join('}, {')}}`,
          });
        }
        return text;
      });
    })
    .transform(
      (data) =>
        mapStrings(data, (text) => {
          const filled = fillSiteTokens(text);
          return /\s/.test(filled) ? typeset(filled) : filled;
        }) as z.output<T>,
    );
