import { expect, type Page } from '@playwright/test';
import { builtRoutes } from './helpers';
import { layOutWholePage } from './as-seen';

/**
 * The phone the phone specs hold pages to, and the routes they walk (policies, articles, the ledger of figures, a reference
 * of every figure the site states, and /careers have their own targets).
 */
export const SCREEN = { width: 390, height: 844 };
const longReads = (route: string) => /policy|terms-of-service|^\/insights\/.|^\/how-we-measure$/.test(route);
export const phoneRoutes = () => builtRoutes().filter((r) => !longReads(r) && r !== '/careers');

/** Opens `route` and lays out every lazily laid-out band, as a reader who scrolls to the end would. */
export async function laidOut(page: Page, route: string) {
  expect((await page.goto(route))?.status()).toBe(200);
  await layOutWholePage(page);
}
