import { test, expect } from '@playwright/test';
import { SPEC_TIMING } from '../spec/spec';
import { hydrated } from './helpers';

/** Spec §9: a tooltip opens 700 ms after the pointer or focus reaches its term; within 300 ms of closing one, the next opens at once. */
const { open, skip } = SPEC_TIMING.tooltip;

test('a term tooltip opens exactly after the spec delay, and at once within the skip window', async ({ page }) => {
  await page.clock.install();
  await page.goto('/cloud-migration');
  const note = page.locator('#results');
  const sla = note.getByRole('button', { name: 'SLA', exact: true });
  const cr = note.getByRole('button', { name: 'Cr', exact: true });
  await hydrated(sla);
  await hydrated(cr);
  // Stop time flowing on its own, so the delays below are measured exactly.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const slaTip = page.locator(`[id="${await sla.getAttribute('aria-describedby')}"]`);
  const crTip = page.locator(`[id="${await cr.getAttribute('aria-describedby')}"]`);

  await sla.focus();
  await page.clock.runFor(open - 50);
  await expect(slaTip).toBeHidden();
  await page.clock.runFor(50);
  await expect(slaTip).toBeVisible();

  // Moving to the next term within the skip window opens it without the delay.
  await cr.focus();
  await expect(slaTip).toBeHidden();
  await page.clock.runFor(10);
  await expect(crTip).toBeVisible();

  // After the skip window the delay applies again.
  await cr.blur();
  await page.clock.runFor(skip + 50);
  await sla.focus();
  await page.clock.runFor(open - 50);
  await expect(slaTip).toBeHidden();
  await page.clock.runFor(50);
  await expect(slaTip).toBeVisible();
});
