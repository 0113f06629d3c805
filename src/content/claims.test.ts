import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { formatClaim } from '@/lib/claims';
import { describe, expect, it } from 'vitest';
import { entries, staleClaimWarnings } from '@/lib/content/collections';

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

describe('the claims register', () => {
  it('defines every claim: what it means, what it rests on and when it was checked', async () => {
    for (const { id, data } of await entries('claims')) {
      expect(data.means.length, id).toBeGreaterThan(10);
      expect(data.basis.length, id).toBeGreaterThan(20);
      expect(data.asOf, id).toMatch(/^\d{4}-\d{2}$/);
    }
  });

  it('warns at build time about a claim not checked for a year', () => {
    const claims = [
      { id: 'fresh', data: { asOf: '2026-10' } },
      { id: 'old', data: { asOf: '2025-10' } },
    ];
    expect(staleClaimWarnings(claims, new Date('2026-11-26'))).toEqual([
      '[claims] "old" was last checked in 2025-10: check it against our records and update asOf in src/content/claims.yaml.',
    ]);
  });
});

describe('figures on undated pages', () => {
  // A case study, like an article, is a dated record of one client: its results are its own numbers (a 70% cut in one
  // department's reporting is not the register's 70% output gain), so only the undated pages are read.
  it('print a claim of the register through its token, never a copy of its number', async () => {
    const claims = await entries('claims');
    const printed = new Map(claims.map((c) => [formatClaim(c.data), c.id]));
    const copies: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}.${i}`));
      else if (value && typeof value === 'object') {
        const { value: shown, label } = value as { value?: unknown; label?: unknown };
        if (typeof shown === 'string' && typeof label === 'string' && printed.has(shown))
          copies.push(`${where}: "${shown}" is {${printed.get(shown)}}`);
        for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
      }
    };
    const yamlFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory()
          ? d.name === 'case-studies'
            ? []
            : yamlFiles(`${dir}/${d.name}`)
          : d.name.endsWith('.yaml') && d.name !== 'claims.yaml'
            ? [`${dir}/${d.name}`]
            : [],
      );
    for (const file of yamlFiles('src/content')) walk(parse(readFileSync(file, 'utf8')), file);
    expect(copies).toEqual([]);
  });
});
