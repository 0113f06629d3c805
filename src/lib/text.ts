/** Small string helpers for content: fill `{name}` placeholders and make fragment ids. */

/** Replaces `{key}` with `values[key]`; unknown placeholders are left as they are so tests can catch them. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Fills every string inside plain data (objects, arrays) and keeps its shape. */
export function fillTemplates<T>(data: T, values: Record<string, string>): T {
  if (typeof data === 'string') return fillTemplate(data, values) as T;
  if (Array.isArray(data)) return (data as unknown[]).map((item) => fillTemplates(item, values)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, fillTemplates(v, values)])) as T;
  }
  return data;
}

/** "AI for Credit Risk & Underwriting" -> "ai-for-credit-risk-underwriting". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A name as it reads inside a sentence: "Healthcare" becomes "healthcare", while acronyms and
 * words that are capitalised anyway ("BFSI", "IT") keep their capitals.
 */
export function inSentence(name: string): string {
  return name.replace(/\b([A-Z])([a-z]+)\b/g, (_w, first: string, rest: string) => first.toLowerCase() + rest);
}
