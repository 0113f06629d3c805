import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, type ConsoleMessage } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { layOutWholePage } from './as-seen';
import { parseXml } from './built-html';

/**
 * The route list every page-level test walks: every page in the built sitemap, so a page added
 * later is covered without touching the tests.
 */
export function builtRoutes(): string[] {
  return [...parseXml(readFileSync('dist/sitemap-0.xml', 'utf8')).querySelectorAll('loc')].map((loc) => new URL(loc.textContent).pathname);
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
  // axe cannot judge text that is not laid out: lay out the parts kept for later first.
  await layOutWholePage(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The site has no frames, so axe runs in the page itself (legacy mode) instead of finishing in a
    // second blank page, and only violations are read: a third of the time, the same verdicts.
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** A node of the page's structured data. */
export type JsonLdNode = { '@type': string; [key: string]: unknown };

/** Every JSON-LD node on the page, in order. */
export async function pageJsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => JSON.parse(b) as JsonLdNode | JsonLdNode[]);
}

/** Asserts a link opens the given URL in a new tab without opener access. */
export async function expectNewTabLink(link: ReturnType<Page['locator']>, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('rel', /noreferrer/);
}

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every `securitypolicyviolation` event from the first byte of every document. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
}

export const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** An island on the page by its component's name, e.g. `island(page, 'TechStackTabs')`. */
export const island = (page: Page, component: string) => page.locator(`astro-island[component-export="${component}"]`).first();

/**
 * Brings `target` on screen, as a visitor would, and waits until the island it is in (or is) works:
 * `withErrorBoundary` (components/ui/error-boundary.tsx) sets `data-island="ready"` on the island's
 * marker once React has mounted it. It scrolls again while it waits: bands laid out as they near the
 * screen grow to their real height during a smooth scroll, which can leave the first scroll short of
 * a target far down the page.
 */
export async function hydrated(target: Locator) {
  await expect
    .poll(
      async () => {
        await target.scrollIntoViewIfNeeded();
        return target.evaluate((el) => {
          for (let at: Element | null = el; at; at = at.parentElement) {
            const marker = at.querySelector(':scope > template[data-island]');
            if (marker) return marker.getAttribute('data-island') === 'ready';
          }
          return false;
        });
      },
      { message: 'the island is ready', timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Waits until every island on show in this layout is ready. An island whose content is hidden here
 * (the desktop menu on a phone) waits to be shown, and one whose buttons are all hidden while its
 * content shows (a panel that folds only on phones, seen on a wider screen) has nothing to do here.
 */
export async function islandsHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('template[data-island]')].every((marker) => {
        if (marker.getAttribute('data-island') === 'ready') return true;
        const content = [...(marker.parentElement?.children ?? [])].filter((el) => el !== marker);
        const buttons = content.flatMap((el) => [...el.querySelectorAll('button')]);
        const onShow = content.some((el) => el.checkVisibility());
        return !onShow || (buttons.length > 0 && !buttons.some((b) => b.checkVisibility()));
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/** Hydrates every island: scrolls through the page (client:visible), waits for them, opens the menus. */
export async function exercise(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await islandsHydrated(page);
  const industries = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Industries' });
  if (await industries.isVisible()) {
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
  }
  // The mobile layout: the menu island hydrates once its button is on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await islandsHydrated(page);
  await menu.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Search (issue 39): its dialog, engine and index load here, and a query runs.
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox').fill('cloud');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await islandsHydrated(page);
}
