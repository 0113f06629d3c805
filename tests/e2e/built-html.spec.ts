import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { htmlFiles, readable, unnamedPictures } from './built-html';

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

test('every picture on every page has a text alternative or is marked decorative', () => {
  const problems = htmlFiles().flatMap((file) => unnamedPictures(readFileSync(file, 'utf8')).map((tag) => `${file}: ${tag}`));
  expect(problems).toEqual([]);
});

test('the picture check finds what it must', () => {
  expect(unnamedPictures('<svg viewBox="0 0 1 1"><svg aria-hidden="true"></svg></svg><img src="a.png">')).toHaveLength(2);
  expect(unnamedPictures('<svg aria-hidden="true"><svg x="1"></svg></svg><svg role="img" aria-label="A chart"></svg><img alt="">')).toEqual([]);
});
