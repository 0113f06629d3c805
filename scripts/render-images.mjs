// @ts-check
/* global document */
/**
 * Renders the app icons in design/ to PNGs in public/ with Debian's Chromium. Run after changing the
 * design. (Each page's social card is drawn at build time: src/components/social-card/social-card-image.tsx.)
 */
import { chromium } from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots = [
  { file: 'design/icon.html', out: 'public/apple-touch-icon.png', width: 180, height: 180 },
  { file: 'design/icon.html', out: 'public/icon-512.png', width: 512, height: 512 },
];
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
  await page.goto(pathToFileURL(path.resolve(shot.file)).href);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shot.out });
  await page.close();
  console.log(`wrote ${shot.out}`);
}
await browser.close();
