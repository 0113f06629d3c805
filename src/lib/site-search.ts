/**
 * Site search (issue 39): what the index holds, how a query is read and how results are grouped. Pure, so the
 * build (src/lib/content/site-search.ts writes /search-index.json), the search dialog and the tests share it.
 * The index is made in the browser from the documents, in small slices, when search is first opened.
 */
import type { Options, SearchResult } from 'minisearch';

/** Result groups, in the order they are listed (the order). */
export const SEARCH_KINDS = ['offer', 'article', 'role', 'tool', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  offer: 'Services and industries',
  article: 'Articles',
  role: 'Open roles',
  tool: 'AI Marketplace tools',
  page: 'Other pages',
};

/** One thing a visitor can find: a page, an article, a role (its row on /careers) or a tool (the marketplace filtered to it). */
export type SearchDocument = {
  id: number;
  kind: SearchKind;
  title: string;
  url: string;
  /** The line shown under the title: a page's description, a role's department and place, a tool's category. */
  text: string;
  /** The page's headings, joined. */
  headings: string;
  /** An article's or policy's every distinct word, so it is found by what it says without shipping its prose twice. */
  words: string;
};

export const SEARCH_INDEX_PATH = '/search-index.json';
export const SEARCH_PAGE_PATH = '/search';
/** Marks a link (the phone menu's) that opens the search dialog where JavaScript runs; without it, it goes to /search. */
export const OPEN_SEARCH_ATTRIBUTE = 'data-open-search';

/** Longer queries are cut here: nobody types more, and a pasted page must not stall the phone. */
export const MAX_QUERY_LENGTH = 120;
/** What a search field takes at most: a pasted essay is cut here, and search then reads its first MAX_QUERY_LENGTH characters. */
export const MAX_FIELD_LENGTH = 5000;
/** Results shown per group in the dialog; the /search page shows all. */
export const RESULTS_PER_GROUP = 5;

export const searchOptions: Options<SearchDocument> = {
  fields: ['title', 'headings', 'text', 'words'],
  storeFields: ['kind', 'title', 'url', 'text'],
  searchOptions: {
    // A word in a title counts most; one among an article's many words least, so a role named for it comes first.
    boost: { title: 5, headings: 2, text: 2, words: 0.4 },
    // "migrat" finds migration (prefix), "migraton" too (one letter in five may be wrong); short words must match exactly.
    prefix: true,
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    combineWith: 'AND',
  },
};

const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** The words of a query as search reads them: no control or format characters, spaces collapsed, at most MAX_QUERY_LENGTH. */
export function cleanQuery(raw: string): string {
  return raw.normalize('NFKC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our so that the their them then there these they this to was we were what when which who will with you your'.split(
    ' ',
  ),
);

/** A text's distinct words of three letters or more, minus the commonest, in first-seen order. */
export function distinctWords(text: string): string {
  const seen = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu) ?? []) {
    if (word.length >= 3 && !STOP_WORDS.has(word)) seen.add(word);
  }
  return [...seen].join(' ');
}

/** Markdown as words: no markup, links kept as their text. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|~{}]/g, ' ');
}

/** A Markdown body's headings (`## …`), as text. */
export function markdownHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,4}\s+(.+)$/gm)].map((m) => markdownText(m[1]).replace(/\s+/g, ' ').trim());
}

export type SearchHit = Pick<SearchDocument, 'kind' | 'title' | 'url' | 'text'> & { id: number; terms: string[] };
export type SearchGroup = { kind: SearchKind; label: string; hits: SearchHit[]; more: number };

/** Results in the groups, best first within each, at most `perGroup` shown per group. */
export function groupResults(results: readonly SearchResult[], perGroup = Infinity): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => {
    const all = results.filter((r) => r.kind === kind);
    const hits = all.slice(0, perGroup).map((r) => ({
      id: r.id as number,
      kind,
      title: String(r.title),
      url: String(r.url),
      text: String(r.text ?? ''),
      terms: r.terms,
    }));
    return { kind, label: SEARCH_KIND_LABELS[kind], hits, more: all.length - hits.length };
  }).filter((g) => g.hits.length > 0);
}

export type Marked = { text: string; match: boolean }[];

/** `text` cut into runs, those that begin with a matched term marked (the words shown in bold in a result). */
export function markTerms(text: string, terms: readonly string[]): Marked {
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const lower = terms.map((t) => t.toLowerCase());
  const runs: Marked = [];
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    if (part === '') continue;
    const word = part.toLowerCase();
    const match = /[\p{L}\p{N}]/u.test(part) && lower.some((t) => word.startsWith(t) || (t.startsWith(word) && word.length >= 4));
    const last = runs.at(-1);
    if (last && last.match === match) last.text += part;
    else runs.push({ text: part, match });
  }
  return runs;
}

/** The matched words that neither the title nor the line shows: "also mentions …". */
export function unseenTerms(hit: Pick<SearchHit, 'title' | 'text' | 'terms'>): string[] {
  const shown = `${hit.title} ${hit.text}`.toLowerCase();
  return hit.terms.filter((t) => !shown.includes(t.toLowerCase()));
}

/** The words of search's interface: ours, as the specification names no search. */
export const SEARCH_COPY = {
  open: 'Search',
  title: 'Search the site',
  label: 'Search services, articles, roles and tools',
  placeholder: 'Try “migration”, “PEGA” or “ROI”',
  close: 'Close search',
  loading: 'Getting search ready…',
  failed: 'Search could not load just now.',
  hint: 'Type a word or two: a service, an industry, a role, a tool or a topic.',
  results: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  none: (query: string) => `Nothing matches “${query}”.`,
  suggest: 'Did you mean',
  noneHint: 'Try a shorter word, or browse every page by kind.',
  more: (n: number) => `${n} more`,
  also: 'Also mentions',
  all: 'Every page, by kind',
  seeAll: (query: string) => `All results for “${query}”`,
} as const;

/**
 * The line that says where search stands: getting ready, failed, waiting for words, how many results, or nothing
 * matched (with `hint`, the advice that follows, where the surface has no separate line for it).
 */
export function searchStatus(
  engine: 'loading' | 'failed' | 'ready',
  found?: { query: string; total: number },
  { hint = false, typed = '' } = {},
): string {
  // Nothing typed, nothing to wait for: the line says what to type from the first frame to the last, so the box
  // keeps its height when search is ready (on a phone, the longer line moved the page below it).
  if (engine === 'loading') return typed.trim() ? SEARCH_COPY.loading : SEARCH_COPY.hint;
  if (engine === 'failed') return SEARCH_COPY.failed;
  if (!found?.query) return SEARCH_COPY.hint;
  if (found.total > 0) return SEARCH_COPY.results(found.total);
  return hint ? `${SEARCH_COPY.none(found.query)} ${SEARCH_COPY.noneHint}` : SEARCH_COPY.none(found.query);
}

/** The /search page (the header's search without JavaScript, and every result of a query). */
export const SEARCH_PAGE = {
  seo: {
    title: 'Search the Site',
    description: 'Find a service, an industry programme, an article, an open role or an AI Marketplace tool, or browse every page by kind.',
  },
  eyebrow: 'Search',
  title: 'Find what you came for',
  lead: 'Search every service, industry programme, article, open role and marketplace tool, or browse the full list of pages below.',
  index: {
    title: 'Every page, by kind',
    intro: 'The whole site in one list: services and industries, articles, open roles, marketplace tools and the rest.',
  },
} as const;
