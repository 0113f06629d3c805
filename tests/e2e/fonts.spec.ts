import { test, expect } from '@playwright/test';
import { TEST_FONTS, type TestFont } from '../fonts/fonts';

/**
 * The tests draw with the font their project names (tests/fonts), not whatever the machine has: the
 * heading and the body text of a page are painted in it, so a layout check means the same everywhere.
 */
test('the page is drawn in the test font of this project', async ({ page }, testInfo) => {
  const font = TEST_FONTS[(testInfo.project.metadata as { font: TestFont }).font];
  await page.goto('/about');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  for (const selector of ['h1', 'main p']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const most = fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0];
    expect(most?.familyName, `${selector} is drawn in ${font.family}`).toMatch(new RegExp(`^${font.family}\\b`));
  }
});
