import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COVER_THEMES, VARIANTS, coverOf, hashOf, randomFrom, themeOf } from './cover-plan';
import { glyphOf } from '../wordmark';

const insights = path.resolve('src/content/insights');
/** Each article's slug, category and title, read from its front matter. */
const articles = readdirSync(insights)
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const front = parse(readFileSync(path.join(insights, f), 'utf8').split(/^---$/m)[1]) as { category: string; title: string; cover?: number };
    return { slug: f.replace(/\.md$/, ''), category: front.category, title: front.title, cover: front.cover };
  });

describe('cover plan', () => {
  it('reads each article topic from its category', () => {
    expect(Object.fromEntries(articles.map((a) => [a.category, themeOf(a)]))).toEqual({
      'AI Training': 'training',
      'AI Strategy': 'returns',
      Modernisation: 'modernisation',
      Talent: 'talent',
    });
  });

  it('falls back to the title, then to a scene chosen by the slug, the same one every time', () => {
    expect(themeOf({ slug: 'x', category: 'Opinion', title: 'Hiring engineers from smaller colleges' })).toBe('talent');
    const unknown = { slug: 'notes-from-the-road', category: 'Opinion', title: 'Notes from the road' };
    expect(COVER_THEMES).toContain(themeOf(unknown));
    expect(themeOf(unknown)).toBe(themeOf({ ...unknown }));
    // Different slugs land on different scenes: the fallback is not one fixed picture.
    const fallbacks = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slug) => themeOf({ slug, category: 'Opinion', title: 'Notes' })));
    expect(fallbacks.size).toBeGreaterThan(1);
  });

  it('gives every article a composition of its own: no two share a scene and arrangement', () => {
    const compositions = articles.map((a) => `${coverOf(a).theme} ${coverOf(a).variant + 1}`);
    const shared = compositions.filter((c, i) => compositions.indexOf(c) !== i);
    expect(shared, 'set `cover` in one of the two articles to an arrangement no other article of its category uses').toEqual([]);
  });

  it("picks the arrangement by the slug, or by the article's `cover`, always one the scene draws", () => {
    const article = { slug: 'notes-from-the-road', category: 'AI Strategy', title: 'Notes' };
    expect(coverOf(article)).toEqual(coverOf({ ...article }));
    expect(new Set([1, 2, 3].map((cover) => coverOf({ ...article, cover }).variant))).toEqual(new Set([0, 1, 2]));
    for (const theme of COVER_THEMES)
      expect(coverOf({ ...article, category: theme === 'returns' ? 'AI Strategy' : theme, cover: 3 }).variant).toBeLessThan(VARIANTS[theme]);
  });

  it('draws the same details from the same slug, and other details from another', () => {
    const draw = (slug: string) => {
      const random = randomFrom(hashOf(slug));
      return Array.from({ length: 6 }, () => random.int(0, 1000));
    };
    expect(draw('legacy-modernisation-playbook')).toEqual(draw('legacy-modernisation-playbook'));
    expect(draw('legacy-modernisation-playbook')).not.toEqual(draw('legacy-modernisation-playbook-2'));
    const random = randomFrom(1);
    expect(random.some([1, 2, 3, 4, 5], 3).sort()).toHaveLength(3);
    expect(new Set(random.some([1, 2, 3, 4, 5], 5)).size).toBe(5);
  });
});

describe('wordmark glyphs', () => {
  it('depend on the name alone, ignoring case and spacing', () => {
    expect(glyphOf('Nimbalo Cloud')).toEqual(glyphOf(' nimbalo cloud '));
    expect(glyphOf('Nimbalo Cloud')).not.toEqual(glyphOf('Relata CRM'));
  });
});
