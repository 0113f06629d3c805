import { readFileSync } from 'node:fs';
import { expect, type Page, type ConsoleMessage } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * The route list every page-level test walks: every page in the built sitemap, so a page added
 * later is covered without touching the tests.
 */
export function builtRoutes(): string[] {
  const index = readFileSync('dist/sitemap-0.xml', 'utf8');
  return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!);
    return url.pathname === '' ? '/' : url.pathname;
  });
}

/** Collects console errors and page errors while a test runs. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** Asserts a link opens the given URL in a new tab without opener access. */
export async function expectNewTabLink(link: ReturnType<Page['locator']>, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('rel', /noreferrer/);
}
