import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { builtRoutes, hydrated, recordCspViolations, violations } from './helpers';

/**
 * Issue 39, point 5: moving between pages. A page fades into the next (a cross-document view transition, in CSS), not
 * under reduced motion; the page a visitor is about to open is prefetched through each page's inline speculation rules
 * (allowed by their hash; a Speculation-Rules header's file cost every route 90 ms of LCP), which name this origin's
 * pages only: an outbound form, a mail or phone link is never fetched ahead.
 */

declare global {
  interface Window {
    __transition?: boolean;
  }
}

async function watchReveal(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (e) => {
      window.__transition = !!(e as Event & { viewTransition?: unknown }).viewTransition;
    });
  });
}

type Rules = { prefetch: { source: string; where: { and: Record<string, unknown>[] }; eagerness: string }[] };
const inlineRules = (html: string) => [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)].map((m) => m[1]);
const rules = JSON.parse(inlineRules(readFileSync('dist/index.html', 'utf8'))[0]) as Rules;

test('every page carries the same prefetch rules, once, and they name this origin only, never the editor, feeds or data, nor a link to another site', () => {
  for (const route of builtRoutes()) {
    const found = inlineRules(readFileSync(`dist${route === '/' ? '/index' : route}.html`, 'utf8'));
    expect(found, route).toEqual([JSON.stringify(rules)]);
  }
  expect(Object.keys(rules)).toEqual(['prefetch']);
  const [rule] = rules.prefetch;
  expect(rule.source).toBe('document');
  expect(rule.eagerness).toBe('moderate');
  const text = JSON.stringify(rule.where);
  expect(text, 'no absolute address').not.toMatch(/https?:|\/\/[a-z]/i);
  expect(rule.where.and[0]).toEqual({ href_matches: '/*' });
  expect(text).toContain('[target=_blank]');
  expect(text).toContain('/admin{/*}?');
});

test('a link the pointer rests on is fetched ahead from this origin; an outbound form link is not', async ({ page, baseURL }) => {
  await recordCspViolations(page);
  const requests: { url: string; purpose?: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), purpose: r.headers()['sec-purpose'] }));
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  requests.length = 0;
  // Hover every outbound link on the page, then an ordinary one.
  for (const link of await page.locator('a[target=_blank]').all()) {
    if (!(await link.isVisible())) continue;
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForTimeout(300);
  }
  expect(
    requests.filter((r) => !r.url.startsWith(baseURL!)),
    'nothing from another origin',
  ).toEqual([]);
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
  await contact.scrollIntoViewIfNeeded();
  await contact.hover();
  await expect.poll(() => requests.some((r) => r.url === `${baseURL}/contact` && /prefetch/.test(r.purpose ?? '')), { timeout: 5_000 }).toBe(true);
  expect(requests.filter((r) => !r.url.startsWith(baseURL!))).toEqual([]);
  expect(await violations(page), 'the inline rules run under the policy').toEqual([]);
});

test('one page fades into the next where motion is welcome', async ({ page }) => {
  await watchReveal(page);
  await page.goto('/about');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.__transition)).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a page replaces the last without a transition', async ({ page }) => {
    await watchReveal(page);
    await page.goto('/about');
    await hydrated(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }));
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.__transition)).toBe(false);
  });
});
