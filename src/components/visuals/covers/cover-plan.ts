import type { Accent } from '@/lib/accents';

/** An article's cover comes from the article: its topic picks the scene, its slug seeds the details. */

export const COVER_THEMES = ['training', 'returns', 'modernisation', 'talent'] as const;
export type CoverTheme = (typeof COVER_THEMES)[number];
/** How many arrangements each scene draws: an article's `cover` (1, 2 …) picks one, else its slug does. */
export const VARIANTS: Record<CoverTheme, number> = { training: 2, returns: 3, modernisation: 2, talent: 2 };

/** Words that say what an article is about; the first match wins. */
const TOPIC_WORDS: Record<CoverTheme, RegExp> = {
  training: /\b(train|learn|skill|upskill|course|programme|academy|education)/i,
  returns: /\b(roi|return|strategy|invest|cost|saving|value|business case|consult)/i,
  modernisation: /\b(moderni[sz]|legacy|cloud|migrat|platform|pega|architecture|engineering)/i,
  talent: /\b(talent|hir|recruit|career|campus|people|workforce|team)/i,
};

/** The second accent each scene wears beside the insights orange. */
export const THEME_ACCENT: Record<CoverTheme, Accent> = { training: 'sky', returns: 'emerald', modernisation: 'teal', talent: 'violet' };

/** FNV-1a: a stable 32-bit number from a string. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded random source (mulberry32): the same seed always draws the same numbers. */
export function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    some: <T>(items: readonly T[], count: number): T[] =>
      items
        .map((item) => ({ item, key: next() }))
        .sort((a, b) => a.key - b.key)
        .slice(0, count)
        .map(({ item }) => item),
  };
}

export type Random = ReturnType<typeof randomFrom>;

/** The scene for an article: its category's topic, else its title's, else one chosen by its slug. */
export function themeOf({ slug, category, title }: { slug: string; category: string; title: string }): CoverTheme {
  for (const text of [category, title]) {
    const theme = COVER_THEMES.find((t) => TOPIC_WORDS[t].test(text));
    if (theme) return theme;
  }
  return COVER_THEMES[hashOf(slug) % COVER_THEMES.length];
}

/** An article's composition: its scene, and which of the scene's arrangements. */
export function coverOf(article: { slug: string; category: string; title: string; cover?: number }) {
  const theme = themeOf(article);
  return { theme, variant: (article.cover ? article.cover - 1 : hashOf(article.slug)) % VARIANTS[theme] };
}
