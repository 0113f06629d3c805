import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entries } from '@/lib/content/collections';

/**
 * The figures stated on several pages (src/content/claims.yaml). Undated pages print the current
 * figure through a token; an article is a dated record, so it writes its figures out.
 */
describe('claims', () => {
  it('are numbers with their units, except the few that are words', async () => {
    const claims = await entries('claims');
    expect(claims.length).toBeGreaterThan(20);
    expect(claims.filter((c) => 'text' in c.data).map((c) => c.id)).toEqual(['support']);
  });

  it('never appear as tokens in an article: an article states the figures of its date', async () => {
    const names = new Set((await entries('claims')).map((c) => c.id));
    const tokens = readdirSync('src/content/insights').flatMap((file) =>
      [...readFileSync(`src/content/insights/${file}`, 'utf8').matchAll(/\{(\w+)\}/g)].filter((m) => names.has(m[1])).map((m) => `${file}: ${m[0]}`),
    );
    expect(tokens).toEqual([]);
  });
});
