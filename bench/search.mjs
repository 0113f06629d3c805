// @ts-check
/* global window */
/**
 * `npm run bench:search`: what opening search costs a slow phone (issue 39). On the served build of a project (this
 * one, or `--project DIR`; bench/scale.mjs runs it on its copy with 300 more articles and 60 more openings), Chromium
 * at a 390 px touch viewport with its CPU slowed 4x (as Lighthouse's mobile run) loads a page with search closed,
 * then a visitor taps the search button and types a word. Blocking time is measured as Lighthouse measures TBT: each
 * main-thread task over 50 ms counts its excess, from the tap until the first results show. The index's weight is
 * the brotli size of /search-index.json, as the server sends it. Writes the "search" section of bench/results.md
 * (or --section) and exits 1 if a budget breaks.
 *
 *   npm run bench:search                         this project's dist/ (build it first)
 *   npm run bench:search -- --runs 7 --project DIR --section search-scale --heading "### …" --budget-kb 150
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { argument, machine, median, startSiteServer, writeSection } from './lib.mjs';

const project = path.resolve(argument('project') ?? '.');
const runs = Number(argument('runs') ?? 5);
const section = argument('section') ?? 'search';
const heading = argument('heading') ?? '## Opening search';
const budgetKb = Number(argument('budget-kb') ?? 60);
const BUDGET_MS = 50;
const ROUTE = '/insights';
const QUERY = 'migration';

const index = readFileSync(path.join(project, 'dist/search-index.json'));
const documents = /** @type {unknown[]} */ (JSON.parse(index.toString('utf8'))).length;
const indexKb = brotliCompressSync(index).length / 1000;

const server = await startSiteServer({ root: project });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
/** @type {{ blockingMs: number; longest: number; toResultsMs: number; closedBlockingMs: number }[]} */
const samples = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      /** @type {{ start: number; duration: number }[]} */
      const tasks = [];
      Object.assign(window, { __tasks: tasks });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.origin}${ROUTE}`, { waitUntil: 'networkidle' });
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await page.locator('astro-island[component-export="SiteSearch"] template[data-island="ready"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    const blocking = (/** @type {number} */ from, /** @type {number} */ to) =>
      page.evaluate(
        ([a, b]) =>
          /** @type {{ __tasks: { start: number; duration: number }[] }} */ (/** @type {unknown} */ (window)).__tasks
            .filter((t) => t.start >= a && t.start < b)
            .map((t) => t.duration),
        [from, to],
      );
    const loaded = await page.evaluate(() => performance.now());
    const closed = await blocking(0, loaded);
    const tap = await page.evaluate(() => performance.now());
    await button.tap();
    await page.getByRole('combobox').fill(QUERY);
    await page.getByRole('option').first().waitFor();
    const shown = await page.evaluate(() => performance.now());
    await page.waitForTimeout(300);
    const open = await blocking(tap, shown + 300);
    samples.push({
      blockingMs: open.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...open),
      toResultsMs: shown - tap,
      closedBlockingMs: closed.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    });
    const s = samples.at(-1);
    console.log(
      `run ${i + 1}/${runs} open search + "${QUERY}": blocking ${s?.blockingMs.toFixed(0)} ms, longest task ${s?.longest.toFixed(0)} ms, results after ${s?.toResultsMs.toFixed(0)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const m = (/** @type {keyof (typeof samples)[number]} */ key) => median(samples.map((s) => s[key]));
const broken = [
  ...(m('blockingMs') >= BUDGET_MS ? [`blocking time ${m('blockingMs').toFixed(0)} ms ≥ ${BUDGET_MS} ms`] : []),
  ...(indexKb > budgetKb ? [`index ${indexKb.toFixed(1)} KB > ${budgetKb} KB`] : []),
];
const markdown = [
  heading,
  '',
  `\`npm run bench:search\`: ${ROUTE} served as \`npm start\` serves it, Chromium at 390 px with touch and its CPU slowed 4x; a tap on the search button, then "${QUERY}" typed. Blocking time counts what each main-thread task takes over 50 ms, from the tap until the first results show, as Lighthouse's TBT counts a load. ${machine()}. Medians of ${runs} runs.`,
  '',
  '| Documents | Index (brotli) | Blocking time | Longest task | Results shown after | Blocking time of the load, search closed |',
  '|--:|--:|--:|--:|--:|--:|',
  `| ${documents} | ${indexKb.toFixed(1)} KB | ${m('blockingMs').toFixed(0)} ms | ${m('longest').toFixed(0)} ms | ${m('toResultsMs').toFixed(0)} ms | ${m('closedBlockingMs').toFixed(0)} ms |`,
  '',
  `Budgets: blocking time under ${BUDGET_MS} ms; index at most ${budgetKb} KB.`,
  '',
  broken.length ? `**Over budget:** ${broken.join('; ')}.` : '**Within budget.**',
].join('\n');
writeSection(section, markdown);
console.log(`\n${markdown}\n`);
process.exit(broken.length ? 1 : 0);
