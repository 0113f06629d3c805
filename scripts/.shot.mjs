import { chromium } from '@playwright/test';
const [,, url, out, w, h, full] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(300);
await p.screenshot({ path: out, fullPage: full === 'full' });
await b.close();
