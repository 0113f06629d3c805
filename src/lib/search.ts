/**
 * Marketplace matching (spec §5). A tool is listed when the search text appears, case-insensitively,
 * as a plain substring of its name or description, and its category matches the selected one
 * ("All" matches every category). The query is text, never a pattern: no RegExp is built from it.
 */
export const ALL_CATEGORIES = 'All';

/** The filter buttons: "All", then the marketplace's categories (src/content/pages/marketplace.yaml) in their order. */
export const categoryFilters = (categories: readonly string[]) => [ALL_CATEGORIES, ...categories];

export interface SearchableTool {
  name: string;
  description: string;
  category: string;
}

/** Unicode NFKC, trimmed, lower-cased, with every run of white space collapsed to one space. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A category filter from untrusted text (for example the URL); anything unknown means All. */
export function toCategoryFilter(value: string | null | undefined, categories: readonly string[]): string {
  return categories.find((c) => c === value) ?? ALL_CATEGORIES;
}

export function filterTools<T extends SearchableTool>(tools: readonly T[], query: string, category: string): T[] {
  const needle = normalizeText(query);
  return tools.filter(
    (tool) =>
      (category === ALL_CATEGORIES || tool.category === category) &&
      (needle === '' || normalizeText(tool.name).includes(needle) || normalizeText(tool.description).includes(needle)),
  );
}
