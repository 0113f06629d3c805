import { chromium } from '@playwright/test';
const [,, url, prefix, w, h, ...anchors] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto(url, { waitUntil: 'networkidle' });
let i = 0;
for (const a of anchors) {
  await p.evaluate((y) => window.scrollTo(0, Number(y)), a);
  await p.waitForTimeout(250);
  await p.screenshot({ path: `${prefix}-${i++}.png` });
}
console.log(await p.evaluate(() => document.documentElement.scrollHeight));
await b.close();
