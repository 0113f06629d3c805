// @ts-check
/**
 * One Lighthouse run, in its own process: `node bench/lighthouse-run.mjs <port> <url>` audits `url`
 * in the Chromium listening on `port` and prints the result (lhr) as JSON on stdout.
 * bench/lighthouse.mjs starts it at a lower CPU priority than the browser: see there.
 */
import lighthouse from 'lighthouse';
import { CATEGORIES } from './lib.mjs';

const [port, url] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  maxWaitForLoad: 60_000,
});
if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
process.stdout.write(JSON.stringify(result.lhr));
