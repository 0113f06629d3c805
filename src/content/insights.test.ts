import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { entries } from '@/lib/content/collections';
import { SPEC_US_LABELS } from '../../tests/spec/spec';

/**
 * The insights archive as content: every category has a list page of its own, so none is left with a
 * single article (a category page of one card reads as unfinished), and every article is a dated
 * record, published before the build.
 */
const categories = (parse(readFileSync('src/content/pages/insights.yaml', 'utf8')) as { categories: { name: string }[] }).categories;

describe('insights', () => {
  it('has at least two articles in every category it lists', async () => {
    const articles = await entries('insights');
    const counts = Object.fromEntries(categories.map(({ name }) => [name, articles.filter((a) => a.data.category === name).length]));
    for (const [name, n] of Object.entries(counts)) expect(n, `${name} has ${n} article(s)`).toBeGreaterThanOrEqual(2);
  });

  it('dates every article in the past, in the years the company has published', async () => {
    for (const { id, data } of await entries('insights')) {
      expect(data.date.getTime(), id).toBeLessThan(Date.now());
      expect(data.date.getUTCFullYear(), id).toBeGreaterThanOrEqual(2024);
    }
  });

  it('writes each article in the house style: no hyphen in a number range, no US -ize spelling', () => {
    for (const file of readdirSync('src/content/insights')) {
      // Everything a reader sees, front matter included; the date is a field, not copy.
      const text = readFileSync(`src/content/insights/${file}`, 'utf8').replace(/^date: .*$/m, '');
      const body = SPEC_US_LABELS.reduce((t, label) => t.replaceAll(label, ''), text);
      expect(body.match(/.{0,30}(?<![\d-])\d+-\d+(?![\d-]).{0,10}/g) ?? [], file).toEqual([]);
      expect(body.match(/\b\w+iz(?:e|ed|es|ing|ation)\b/g)?.filter((w) => !/^(size|sized|sizing|prize|seize)$/i.test(w)) ?? [], file).toEqual([]);
    }
  });
});
