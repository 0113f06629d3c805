export const ALL_CATEGORIES = 'All';

export const categoryFilters = (categories: readonly string[]) => [ALL_CATEGORIES, ...categories];

export type SearchableTool = { name: string; description: string; category: string };

export function normalizeText(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A category filter from untrusted text (for example the URL); anything unknown means All. */
export function toCategoryFilter(value: string | null | undefined, categories: readonly string[]): string {
  return categories.find((c) => c === value) ?? ALL_CATEGORIES;
}

/** Spec §5: a case-insensitive substring of the name or description (never a RegExp), in the selected category. */
export function filterTools<T extends SearchableTool>(tools: readonly T[], query: string, category: string): T[] {
  const needle = normalizeText(query);
  return tools.filter(
    (tool) =>
      (category === ALL_CATEGORIES || tool.category === category) &&
      (needle === '' || normalizeText(tool.name).includes(needle) || normalizeText(tool.description).includes(needle)),
  );
}
