import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { htmlFiles, readable } from './built-html';

/**
 * The built HTML of every page, read as text: no template token, "undefined", "NaN" or
 * "[object Object]" may reach a visitor, in visible text or in any attribute (alt, aria-label, meta).
 */

const LEAKS = [
  { name: 'a template token', pattern: /\{\{?\s*[A-Za-z_][\w.]*\s*\}\}?/ },
  { name: '"undefined"', pattern: /\bundefined\b/ },
  { name: '"NaN"', pattern: /\bNaN\b/ },
  { name: '"[object Object]"', pattern: /\[object \w+\]/ },
];

for (const file of htmlFiles()) {
  test(`${file} carries no unfilled template or broken value`, () => {
    const strings = readable(readFileSync(file, 'utf8'));
    expect(strings.length).toBeGreaterThan(20);
    for (const { name, pattern } of LEAKS) {
      expect(
        strings.filter((s) => pattern.test(s)),
        `${name} in ${file}`,
      ).toEqual([]);
    }
  });
}
