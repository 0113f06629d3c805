import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * The built HTML of every page, read as text: no template token, "undefined", "NaN" or
 * "[object Object]" may reach a visitor, in visible text or in any attribute (alt, aria-label, meta).
 */

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const LEAKS = [
  { name: 'a template token', pattern: /\{\{?\s*[A-Za-z_][\w.]*\s*\}\}?/ },
  { name: '"undefined"', pattern: /\bundefined\b/ },
  { name: '"NaN"', pattern: /\bNaN\b/ },
  { name: '"[object Object]"', pattern: /\[object \w+\]/ },
];

/** Visible text and attribute values of a page, without scripts, styles and island props. */
function readable(html: string): string[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ');
  const texts = body.replace(/<[^>]*>/g, '\n').split('\n');
  const attributes = [...body.matchAll(/<(?!astro-island)[a-z][\w-]*\s([^>]*)>/gi)].flatMap((m) =>
    [...m[1]!.matchAll(/[\w:-]+="([^"]*)"/g)].map((a) => a[1]!),
  );
  return [...texts, ...attributes].map((s) => s.trim()).filter(Boolean);
}

for (const file of htmlFiles('dist')) {
  test(`${file} carries no unfilled template or broken value`, () => {
    const strings = readable(readFileSync(file, 'utf8'));
    expect(strings.length).toBeGreaterThan(20);
    for (const { name, pattern } of LEAKS) {
      expect(strings.filter((s) => pattern.test(s)), `${name} in ${file}`).toEqual([]);
    }
  });
}
