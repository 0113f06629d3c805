// @ts-check
/**
 * `npm run bench`: Lighthouse (mobile defaults, simulated throttling) on every route of the built
 * sitemap, served by the `npm start` server on 127.0.0.1, plus a floor page measured in the same
 * run. Each target runs `--runs` times (default 3) in interleaved rounds, so a change in machine load
 * during the run hits every route and the floor alike; the table shows the medians.
 *
 *   npm run bench                              build, then every route
 *   npm run bench -- --routes /,/ai-marketplace  a subset
 *   npm run bench -- --no-build --runs 5         reuse dist/, five runs each
 *   … --project DIR                              serve (and build) another copy of the project
 *   … --section NAME --heading TEXT --json FILE  where the results go (bench/scale.mjs uses these)
 *   … --no-scale                                 skip the scale run
 *
 * A run over every route of this project then runs the scale run (bench/scale.mjs: 300 more articles
 * and 60 more openings in a temporary copy, its busiest pages against the same budgets), so the
 * budgets hold for the site a year of edits makes, not only for the launch content.
 *
 * Writes bench/results.md (the Lighthouse section, or --section) and bench/results.json (or --json);
 * exits 1 if a budget breaks.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import {
  argument,
  build,
  CATEGORIES,
  flag,
  freePort,
  lowerPriority,
  machine,
  median,
  sitemapRoutes,
  startProcess,
  startSiteServer,
  writeSection,
} from './lib.mjs';

const KB = 1000;
const BUDGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  tbtMs: 50,
  cls: 0.01,
  lcpPerFloor: 1.3,
  jsKB: 80,
  totalKB: 350,
};

/**
 * Lighthouse scales the browser's main-thread time by 4 to estimate TBT, so on a small machine any
 * CPU that Lighthouse itself or the servers take from the browser during the observed load shows up
 * as blocking time four times over. The browser therefore runs at normal priority and the rest of the
 * benchmark (Lighthouse in its own process, both servers) below it. The floor page is treated alike.
 */
const BENCH_NICE = 10;

/**
 * Chromium as chrome-launcher starts it for Lighthouse, without the browser's own hidden pages.
 * Headless Chromium 15x starts two omnibox-popup pages (chrome://omnibox-popup.top-chrome) with
 * their own renderer, which run script while the page under test loads. On two cores, traces showed
 * their renderer taking 10-23 ms of CPU during the page's first layout, which Lighthouse's TBT counts
 * four times over. A phone has no such pages.
 *
 * Nor does a phone keep a spare renderer process at all times: desktop Chromium does
 * (SpareRendererForSitePerProcess; Android has no site-per-process for all sites, so it launches a
 * renderer when a navigation needs one). Every page here sends `Cross-Origin-Opener-Policy:
 * same-origin`, so the load from Lighthouse's about:blank moves to another renderer. Desktop Chromium
 * hands the page the spare and at once launches a replacement, which boots during the page's commit
 * and first paint. On two cores the commit task then waits for CPU: over 8 runs of /insights its
 * own CPU time stayed at 8-12 ms while its wall time ran 13-50 ms, and Lighthouse counts the wait four
 * times over as an "Unattributable" long task (TBT 0-73 ms, 2 runs over 50). Without the spare the
 * page's renderer is launched when the navigation needs it, as on a phone, and nothing else boots
 * during the load (8 runs: wall 10-31 ms, TBT 0-14 ms).
 */
const BROWSER_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];
function browserFlags() {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const features = defaults.find((f) => f.startsWith('--disable-features='));
  const disable = [features ? features.slice('--disable-features='.length) : '', ...BROWSER_FEATURES_OFF].filter(Boolean).join(',');
  return [...defaults.filter((f) => f !== features), `--disable-features=${disable}`, ...chromiumFlags, '--headless=new'];
}

const runs = Number(argument('runs') ?? 3);
/** `--reports DIR` keeps each run's full Lighthouse result there, to look into a slow run's trace. */
const reportsDir = argument('reports');
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
/** The project whose build is measured: this one, or a copy (the scale run's). */
const project = argument('project') ?? '.';
const section = argument('section') ?? 'lighthouse';
const heading = argument('heading') ?? '## Lighthouse';
const jsonFile = argument('json') ?? 'bench/results.json';
if (!flag('no-build')) build(project);
const available = sitemapRoutes(project);
const requested = argument('routes')
  ?.split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const unknown = (requested ?? []).filter((r) => !available.includes(r));
if (unknown.length) {
  console.error(`Not in the built sitemap: ${unknown.join(', ')}. Routes: ${available.join(', ')}`);
  process.exit(2);
}
const routes = requested ?? available;

/**
 * One run's figures: category scores (0-100), timings, sizes, and the failing audits per category.
 * @typedef {{ performance: number, accessibility: number, 'best-practices': number, seo: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, cls: number, jsKB: number, totalKB: number,
 *   failing: Record<string, string[]> }} Measured
 */

/**
 * @param {any} lhr Lighthouse's result
 * @returns {Measured}
 */
function measure(lhr) {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const summary = a['resource-summary']?.details?.items ?? [];
  const bytes = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  /** @type {Record<string, string[]>} */
  const failing = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score < 1).map((ref) => ref.id),
    ]),
  );
  return /** @type {Measured} */ ({
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
    fcpMs: a['first-contentful-paint'].numericValue,
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    jsKB: bytes('script') / KB,
    totalKB: bytes('total') / KB,
    failing,
  });
}

const site = await startSiteServer({ nice: BENCH_NICE, root: project });
const floorPort = await freePort();
const floorOrigin = `http://127.0.0.1:${floorPort}`;
const floor = await startProcess('bench/floor-server.mjs', { env: { PORT: String(floorPort) }, url: `${floorOrigin}/`, nice: BENCH_NICE });

/** The lhr of one run of bench/lighthouse-run.mjs against a browser on `port`. */
function auditInChild(port, url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/lighthouse-run.mjs', String(port), url], { stdio: ['ignore', 'pipe', 'inherit'] });
    lowerPriority(child.pid, BENCH_NICE);
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse-run exited with ${code}`));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** One Lighthouse run in a fresh Chromium (as the Lighthouse CLI does), retried twice if it fails. */
async function lighthouseRun(url, label) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, ignoreDefaultFlags: true, chromeFlags: browserFlags() });
    try {
      const lhr = await auditInChild(chrome.port, url);
      if (reportsDir) writeFileSync(path.join(reportsDir, `${label}.json`), JSON.stringify(lhr));
      return measure(lhr);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
      await site.ensure();
    } finally {
      chrome.kill();
    }
  }
}

const targets = [{ name: 'floor', url: `${floorOrigin}/` }, ...routes.map((r) => ({ name: r, url: site.origin + r }))];
/** @type {Map<string, ReturnType<typeof measure>[]>} */
const samples = new Map(targets.map((t) => [t.name, []]));
const started = Date.now();
try {
  for (let round = 1; round <= runs; round++) {
    for (const target of targets) {
      if (target.name !== 'floor') await site.ensure();
      const m = await lighthouseRun(target.url, `${round}-${target.name.replace(/\W+/g, '_') || 'home'}`);
      samples.get(target.name)?.push(m);
      console.log(
        `run ${round}/${runs} ${target.name.padEnd(28)} perf ${m.performance} LCP ${Math.round(m.lcpMs)} ms TBT ${Math.round(m.tbtMs)} ms CLS ${m.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await Promise.all([site.stop(), floor.stop()]);
}

const METRICS = [...CATEGORIES, 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsKB', 'totalKB'];
/**
 * Medians of every metric over a route's runs, and every audit that failed in any run.
 * @param {ReturnType<typeof measure>[] | undefined} list
 * @returns {Measured}
 */
function summarise(list = []) {
  const medians = Object.fromEntries(METRICS.map((k) => [k, median(list.map((s) => s[k]))]));
  const failing = Object.fromEntries(CATEGORIES.map((c) => [c, [...new Set(list.flatMap((s) => s.failing[c]))]]));
  return /** @type {Measured} */ ({ ...medians, failing });
}
const floorResult = summarise(samples.get('floor'));
const results = routes.map((route) => {
  const m = summarise(samples.get(route));
  const lcpPerFloor = m.lcpMs / floorResult.lcpMs;
  const broken = [];
  for (const c of CATEGORIES)
    if (m[c] < BUDGETS[c]) broken.push(`${c} ${m[c]} < ${BUDGETS[c]}${m.failing[c].length ? ` (${m.failing[c].join(', ')})` : ''}`);
  if (m.tbtMs > BUDGETS.tbtMs) broken.push(`TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  if (m.cls > BUDGETS.cls) broken.push(`CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (lcpPerFloor > BUDGETS.lcpPerFloor) broken.push(`LCP ${lcpPerFloor.toFixed(2)} x floor > ${BUDGETS.lcpPerFloor}`);
  if (m.jsKB > BUDGETS.jsKB) broken.push(`JS ${m.jsKB.toFixed(1)} KB > ${BUDGETS.jsKB} KB`);
  if (m.totalKB > BUDGETS.totalKB) broken.push(`total ${m.totalKB.toFixed(1)} KB > ${BUDGETS.totalKB} KB`);
  return { route, ...m, lcpPerFloor, broken };
});

const ms = (v) => `${Math.round(v)} ms`;
const row = (name, m, ratio) =>
  `| ${name} | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.jsKB.toFixed(1)} | ${m.totalKB.toFixed(1)} | ${ratio} |`;
const lighthouseVersion = JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
const chromiumVersion = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const brokenRoutes = results.filter((r) => r.broken.length);
const markdown = [
  heading,
  '',
  `Lighthouse ${lighthouseVersion}, mobile defaults (simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown), ${chromiumVersion}, headless.`,
  `${machine()}. Medians of ${runs} runs per route, in interleaved rounds; ${routes.length} routes in ${Math.round((Date.now() - started) / 60000)} min. The browser runs at normal CPU priority, without its hidden omnibox-popup pages and its always-ready spare renderer process, as on a phone (${BROWSER_FEATURES_OFF.join(', ')} off); Lighthouse and the servers at nice ${BENCH_NICE}.`,
  "JS and total are bytes transferred (compressed) in KB of 1,000 bytes; LCP/floor is the route's LCP divided by the floor page's LCP from the same run.",
  '',
  '| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS KB | Total KB | LCP/floor |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  row('floor page', floorResult, '1.00'),
  ...results.map((r) => row(r.route, r, r.lcpPerFloor.toFixed(2))),
  '',
  `Budgets: performance ≥ ${BUDGETS.performance}, accessibility, best practices and SEO ${BUDGETS.seo}, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, LCP ≤ ${BUDGETS.lcpPerFloor} x floor, JS ≤ ${BUDGETS.jsKB} KB, total ≤ ${BUDGETS.totalKB} KB.`,
  '',
  brokenRoutes.length
    ? `**${brokenRoutes.length} of ${results.length} routes break a budget:**\n\n${brokenRoutes.map((r) => `- ${r.route}: ${r.broken.join('; ')}`).join('\n')}`
    : `**All ${results.length} routes meet every budget.**`,
].join('\n');

writeSection(section, markdown);
writeFileSync(
  jsonFile,
  `${JSON.stringify({ date: new Date().toISOString(), lighthouse: lighthouseVersion, chromium: chromiumVersion, runs, budgets: BUDGETS, floor: floorResult, routes: results }, null, 2)}\n`,
);
console.log(`\n${markdown}\n\nWritten to bench/results.md and ${jsonFile}`);
// A run over every route also measures opening search (bench/search.mjs), then the scale run (which measures it there too).
const whole = !(requested || argument('project') || flag('no-scale'));
const search = whole ? (spawnSync(process.execPath, ['bench/search.mjs'], { stdio: 'inherit' }).status ?? 1) : 0;
const scale = whole ? (spawnSync(process.execPath, ['bench/scale.mjs', '--runs', String(runs)], { stdio: 'inherit' }).status ?? 1) : 0;
process.exit(brokenRoutes.length || search || scale ? 1 : 0);
