import { test, expect } from '@playwright/test';
import { TEST_FONTS, type TestFont } from '../fonts/fonts';

/**
 * The tests draw text with the font their project names (tests/fonts), not whatever the machine has, so a layout check
 * means the same everywhere; headings are painted in the brand face the page carries inline (docs/brand.md), from its
 * own data, never a font of the machine's.
 */
test('the page is drawn in the test font of this project', async ({ page }, testInfo) => {
  const font = TEST_FONTS[(testInfo.project.metadata as { font: TestFont }).font];
  await page.goto('/about');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const drawnIn = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0];
  };
  expect((await drawnIn('main p'))?.familyName, `body text is drawn in ${font.family}`).toMatch(new RegExp(`^${font.family}\\b`));
  const heading = await drawnIn('h1');
  expect(heading?.familyName, 'the h1 is drawn in the brand face').toBe('Familjen Grotesk');
  expect(heading?.isCustomFont, 'from the face the page carries, not one installed on the machine').toBe(true);
});
