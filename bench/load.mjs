// @ts-check
/**
 * `npm run bench:load`: autocannon against the `npm start` server on 127.0.0.1 (the current build;
 * run `npm run build` first, or pass --build): the home page, the largest page, a 404 path, a hashed
 * asset, and the hostile requests of the security tests mixed together. Every run must end with zero
 * errors and zero unexpected statuses. Then each hostile request is sent once and its answer checked.
 * Writes the Load section of bench/results.md; exits 1 on any error or unexpected answer.
 *
 *   npm run bench:load                      10 s, 50 connections per target
 *   npm run bench:load -- --duration 5 --connections 20
 */
import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { argument, build, flag, machine, sitemapRoutes, startSiteServer, writeSection } from './lib.mjs';
import { injectionRequests, malformedPaths, privatePaths, refusedMethods, secrets, traversalPaths } from '../tests/e2e/hostile-input.mjs';

const duration = Number(argument('duration') ?? 10);
const connections = Number(argument('connections') ?? 50);
if (flag('build')) build();

const routes = sitemapRoutes();
const file = (route) => `dist${route === '/' ? '/index' : route}.html`;
const largest = routes.reduce((a, b) => (statSync(file(b)).size > statSync(file(a)).size ? b : a));
/** The hashed asset every page needs: the islands' shared runtime (React) the home page loads. */
const asset = readFileSync('dist/index.html', 'utf8').match(/renderer-url="(\/_astro\/[^"]+\.js)"/)?.[1];
if (!asset) throw new Error('dist/index.html loads no /_astro/ script');
const notFoundPage = readFileSync('dist/404.html', 'utf8');

/** Every hostile request with the one status it must get. */
const hostile = [
  ...[...traversalPaths, ...malformedPaths, ...privatePaths].map((path) => ({ method: 'GET', path, status: 404 })),
  ...injectionRequests.map(({ path, status }) => ({ method: 'GET', path, status })),
  ...refusedMethods.map((method) => ({ method, path: '/', status: 405 })),
  { method: 'HEAD', path: '/', status: 200 },
];

const targets = [
  { name: 'Home page', path: '/', status: 200 },
  { name: `Largest page (${largest}, ${Math.round(statSync(file(largest)).size / 1000)} KB)`, path: largest, status: 200 },
  { name: '404 path', path: '/this-page-does-not-exist', status: 404 },
  { name: `Hashed asset (${asset.replace('/_astro/', '')}, ${Math.round(statSync(`dist${asset}`).size / 1000)} KB)`, path: asset, status: 200 },
  { name: `Hostile mix (${hostile.length - 1} requests in turn)`, mix: hostile },
];

const site = await startSiteServer();
const rows = [];
const checks = [];
let failed = false;
try {
  for (const target of targets) {
    await site.ensure();
    let unexpected = 0;
    const statuses = {};
    const options = {
      url: site.origin,
      connections,
      duration,
      headers: { 'accept-encoding': 'br, gzip' },
    };
    if (target.mix) {
      // autocannon would wait for a HEAD answer's body; HEAD is checked once below.
      options.requests = target.mix
        .filter((r) => r.method !== 'HEAD')
        .map(({ method, path, status }) => ({
          method,
          path,
          onResponse: (code) => {
            if (code !== status) unexpected++;
          },
        }));
    } else {
      options.url = site.origin + target.path;
    }
    const result = await autocannon(options);
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      statuses[code] = count;
      if (!target.mix && Number(code) !== target.status) unexpected += count;
    }
    const errors = result.errors + result.timeouts;
    if (errors || unexpected) failed = true;
    rows.push({
      ...target,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      errors,
      unexpected,
      statuses,
    });
    console.log(
      `${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}, unexpected ${unexpected}`,
    );
  }

  // Each hostile request once, with its body checked as well.
  for (const { method, path, status } of hostile) {
    const res = await send(site.origin, method, path);
    const leaks = secrets.filter((s) => s.marker.test(res.body)).map((s) => s.name);
    const page = method === 'HEAD' ? '—' : res.body === notFoundPage ? '404 page' : status === 200 ? 'the page' : 'OTHER';
    const ok = res.status === status && !leaks.length && page !== 'OTHER';
    if (!ok) failed = true;
    checks.push({ method, path, status: res.status, expected: status, page, leaks, ok });
  }
} finally {
  await site.stop();
}

function send(origin, method, path) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const show = (path) => (path.length > 60 ? `${path.slice(0, 40)}… (${path.length} chars)` : path).replace(/\|/g, '\\|').replace(/</g, '&lt;');
const markdown = [
  '## Load',
  '',
  `autocannon, ${connections} connections for ${duration} s per target, \`Accept-Encoding: br, gzip\`, against the \`npm start\` server on 127.0.0.1 (server and load generator share the machine).`,
  `${machine()}.`,
  '',
  '| Target | Requests/s | p50 | p99 | Requests | Errors | Unexpected statuses | Statuses |',
  '|---|--:|--:|--:|--:|--:|--:|---|',
  ...rows.map(
    (r) =>
      `| ${show(r.name)} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.total} | ${r.errors} | ${r.unexpected} | ${Object.entries(
        r.statuses,
      )
        .map(([c, n]) => `${c}: ${n}`)
        .join(', ')} |`,
  ),
  '',
  '## Hostile input',
  '',
  'Each request once against the `npm start` server, path sent exactly as written (tests/e2e/hostile-input.mjs). `tests/e2e/servers.spec.ts` asserts the same answers, and more, for both `npm start` and nginx with deploy/nginx.conf.',
  '',
  '| Request | Status | Expected | Body | Leaks | OK |',
  '|---|--:|--:|---|---|---|',
  ...checks.map(
    (c) =>
      `| \`${c.method} ${show(c.path)}\` | ${c.status} | ${c.expected} | ${c.page} | ${c.leaks.join(', ') || 'none'} | ${c.ok ? 'yes' : '**NO**'} |`,
  ),
  '',
  failed
    ? '**Some requests failed or answered unexpectedly.**'
    : `**Zero errors and zero unexpected statuses; ${checks.length} hostile requests answered as expected, nothing outside the build served.**`,
].join('\n');
writeSection('load', markdown);
console.log(`\n${markdown}\n\nWritten to bench/results.md`);
process.exit(failed ? 1 : 0);
