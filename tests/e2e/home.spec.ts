import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { site } from '../../src/lib/site';
import { expectNewTabLink, expectNoSeriousAxeViolations } from './helpers';

/** The official pages the global-developments section links to (spec: six news or reference links). */
const DEVELOPMENT_LINKS = (parse(readFileSync('src/content/home/global-developments.yaml', 'utf8')) as { link: string }[]).map((d) => d.link);

/** The hero's two mobile panels with their exact labels (spec §2, §4). */
const HERO_PANELS = [
  { id: 'quick-facts', show: 'Show Quick Facts', hide: 'Hide Quick Facts', sample: '40% productivity boost' },
  { id: 'impact-stats', show: 'View Our Impact Stats', hide: 'Hide Our Impact Stats', sample: 'Enterprise clients' },
];

/** A panel's fold (a `<details>`) and the summary a visitor taps to open it. */
const fold = (page: Page, panelId: string) => page.locator(`details:has(> #${panelId})`);
const toggle = (page: Page, panelId: string) => fold(page, panelId).locator('> summary');
/** The label a visitor reads on the toggle (the other state's label is hidden by CSS). */
const label = { useInnerText: true };

test.describe('home calls to action', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('Get Free Consultation opens the booking form in a new tab; View Services and Discover How are in-page links', async ({ page }) => {
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expectNewTabLink(hero.getByRole('link', { name: /^Get Free Consultation/ }), site.bookingUrl);
    for (const name of ['View Services', 'Discover How']) {
      const link = hero.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', '#services');
      await expect(link).not.toHaveAttribute('target');
    }
  });

  test('Book Now opens the booking form and Request Assessment the intake form, both in a new tab', async ({ page }) => {
    await expectNewTabLink(page.locator('#why-choose-us').getByRole('link', { name: /^Book Now/ }), site.bookingUrl);
    // The strategic implementation section ends in the page's closing call, on navy and joined to the footer.
    await expectNewTabLink(page.locator('#assessment').getByRole('link', { name: /^Request Assessment/ }), site.intakeFormUrl);
  });

  test('the services contact options call, e-mail a proposal request and book an assessment', async ({ page }) => {
    const contact = page.locator('#contact-options');
    const call = contact.getByRole('link', { name: /^Call Us/ });
    await expect(call).toHaveAttribute('href', site.phoneHref);
    await expect(call).not.toHaveAttribute('target');
    const mail = contact.getByRole('link', { name: /^Email a Proposal Request/ });
    await expect(mail).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${site.email.replace('.', '\\.')}\\?subject=Proposal%20request%20for%20AI%20training$`),
    );
    await expectNewTabLink(contact.getByRole('link', { name: /^Book a Free Consultation Call/ }), site.bookingUrl);
  });

  test('links to six official pages, each in a new tab without opener access', async ({ page }) => {
    const links = page.locator('#global-ai-developments').getByRole('link');
    await expect(links).toHaveCount(6);
    expect(await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual(DEVELOPMENT_LINKS);
    for (const [i, href] of DEVELOPMENT_LINKS.entries()) {
      await expectNewTabLink(links.nth(i), href);
      await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test('the hero picture draws one amber point in each frame, where the productivity boost it writes beside it lands', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const frames = [...html.matchAll(/<svg[^>]*data-art="home-art"[^>]*>([\s\S]*?)<\/svg>/g)].map((m) => m[0]);
  expect(frames.map((f) => /data-frame="(\w+)"/.exec(f)?.[1])).toEqual(['band', 'column']);
  for (const frame of frames) {
    expect(frame.match(/data-point="result"/g)).toHaveLength(1);
    expect(frame.match(/accent/g)?.length, 'amber only in the point').toBe(2);
    expect(frame.replace(/<[^>]+>/g, ' ')).toMatch(/\b40%\s+productivity boost\b/);
  }
});

test.describe('scrolling to #services', () => {
  for (const name of ['View Services', 'Discover How']) {
    test(`${name} brings the services section into view below the fixed header`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#services-title')).not.toBeInViewport();
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(/#services$/);
      await expect(page.locator('#services-title')).toBeInViewport();
      // The heading ends up clear of the header (scroll-padding), not under it.
      await expect
        .poll(async () => {
          const [heading, header] = await Promise.all([page.locator('#services-title').boundingBox(), page.locator('header').first().boundingBox()]);
          return heading!.y >= header!.y + header!.height;
        })
        .toBe(true);
    });
  }

  test('scrolls smoothly, and instantly when the user prefers reduced motion', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'View Services', exact: true });
    await link.focus();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await link.focus();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await link.click();
    // No animation: the very next frame is already at the section.
    const top = await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => r(document.getElementById('services')!.getBoundingClientRect().top))),
    );
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
  });
});

test.describe('hero panels at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const panel of HERO_PANELS) {
    test(`${panel.show} starts closed and toggles its label and open state`, async ({ page }) => {
      await page.goto('/');
      const button = toggle(page, panel.id);
      const content = page.locator(`#${panel.id}`);
      await expect(button).toBeVisible();
      await expect(button).toHaveText(panel.show, label);
      await expect(fold(page, panel.id)).not.toHaveAttribute('open');
      await expect(content).toBeHidden();

      await button.click();
      await expect(button).toHaveText(panel.hide, label);
      await expect(fold(page, panel.id)).toHaveAttribute('open', '');
      await expect(content).toBeVisible();
      await expect(content).toContainText(panel.sample);

      await button.click();
      await expect(button).toHaveText(panel.show, label);
      await expect(fold(page, panel.id)).not.toHaveAttribute('open');
      await expect(content).toBeHidden();
    });
  }

  test('the contact options sit in a closed panel that opens', async ({ page }) => {
    await page.goto('/');
    const button = toggle(page, 'contact-options');
    await expect(fold(page, 'contact-options')).not.toHaveAttribute('open');
    await expect(page.locator('#contact-options')).toBeHidden();
    await button.click();
    await expect(fold(page, 'contact-options')).toHaveAttribute('open', '');
    await expect(page.locator('#contact-options').getByRole('link', { name: /^Call Us/ })).toBeVisible();
  });

  test('the panel text is in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The words as read: a figure sets its unit in an element of its own ("48<span> hours</span>").
    const text = html.replace(/<[^>]+>/g, '');
    for (const words of [
      '15-minute',
      'productivity boost',
      '90-day',
      '48\u00a0hours',
      'Quick start: from consultation to a costed launch plan',
      '24/7',
    ]) {
      expect(text).toContain(words);
    }
    // Closed, with its label, and the panel after it.
    expect(html).toMatch(/<details(?![^>]*\sopen)[^>]*>\s*<summary[^>]*>.*?Show Quick Facts.*?<\/summary>\s*<div id="quick-facts"/s);
  });
});

test.describe('hero panels at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('both panels are always visible with no toggle shown', async ({ page }) => {
    await page.goto('/');
    for (const panel of HERO_PANELS) {
      await expect(page.locator(`#${panel.id}`)).toBeVisible();
      await expect(page.locator(`#${panel.id}`)).toContainText(panel.sample);
      await expect(toggle(page, panel.id)).toBeHidden();
      await expect(page.getByRole('button', { name: panel.show })).toHaveCount(0);
    }
    await expect(toggle(page, 'contact-options')).toBeHidden();
    await expect(page.locator('#contact-options')).toBeVisible();
  });

  test('a panel closed on a phone is open again once the window is wide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('#quick-facts')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#quick-facts')).toBeVisible();
    await expect(toggle(page, 'quick-facts')).toBeHidden();
  });
});

test.describe('why-choose-us panels', () => {
  for (const [id, show, hide] of [
    ['additional-metrics', 'Show Additional Metrics', 'Hide Additional Metrics'],
    ['training-approach', 'Show Our Training Approach', 'Hide Our Training Approach'],
  ]) {
    test(`${show} opens and closes its panel`, async ({ page }) => {
      await page.goto('/');
      const button = toggle(page, id);
      await button.scrollIntoViewIfNeeded();
      await expect(button).toHaveText(show, label);
      await expect(page.locator(`#${id}`)).toBeHidden();
      await button.click();
      await expect(button).toHaveText(hide, label);
      await expect(fold(page, id)).toHaveAttribute('open', '');
      await expect(page.locator(`#${id}`)).toBeVisible();
    });
  }
});

test('with every panel open at 390px the page still has no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  for (const id of ['quick-facts', 'impact-stats', 'contact-options', 'additional-metrics', 'training-approach']) {
    const button = toggle(page, id);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
});
