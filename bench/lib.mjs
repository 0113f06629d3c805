// @ts-check
/** Shared by bench/lighthouse.mjs and bench/load.mjs. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, setPriority } from 'node:os';
import path from 'node:path';

export const resultsFile = path.resolve('bench/results.md');

/** The Lighthouse categories the benchmark scores. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Every route of the built sitemap (the same list the browser tests walk), of the project in `root`. */
export function sitemapRoutes(root = '.') {
  const xml = readFileSync(path.join(root, 'dist/sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname || '/');
}

/** `--name value` or `--name=value` from the command line. */
export function argument(name) {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(args[i].indexOf('=') + 1) : args[i + 1];
}
export const flag = (name) => process.argv.slice(2).includes(`--${name}`);

export function build(root = '.') {
  console.log(`Building the site (npm run build${root === '.' ? '' : ` in ${root}`})…`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a Node script as its own process (so the measuring process never slows the server down)
 * and waits until `url` answers.
 */
export async function startProcess(script, { env = {}, url, nice = 0, cwd = '.' }) {
  const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (nice) lowerPriority(child.pid, nice);
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      })
    );
  process.once('exit', () => child.kill('SIGKILL'));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (!alive()) throw new Error(`${script} exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return { stop, alive };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The `npm start` server (scripts/serve.mjs) on 127.0.0.1 over the build of the project in `root`
 * (this one unless told). `ensure()` starts it again on the same port if it has gone (on a shared
 * machine something may end it mid-run).
 */
export async function startSiteServer({ nice = 0, root = '.' } = {}) {
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error(`No build in ${path.resolve(root)}: run "npm run build" first`);
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const start = () => startProcess('scripts/serve.mjs', { cwd: root, env: { PORT: String(port), HOST: '127.0.0.1' }, url: `${origin}/`, nice });
  let server = await start();
  return {
    origin,
    async ensure() {
      if (server.alive()) return;
      console.warn(`the site server on ${origin} has exited; starting it again`);
      server = await start();
    },
    stop: () => server.stop(),
  };
}

/**
 * Makes a process yield the CPU to normal-priority ones (a nice value; no privilege is needed to
 * lower a priority). Best effort: a platform that refuses leaves it as it was.
 */
export function lowerPriority(pid, nice) {
  try {
    setPriority(pid, nice);
  } catch {
    /* keep the normal priority */
  }
}

/** Replaces (or appends) the part of bench/results.md between the markers of `name`. */
export function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench` (Lighthouse) and `npm run bench:load` (autocannon). See DEVELOPERS.md.\n';
  const at = text.indexOf(start);
  const to = text.indexOf(end);
  text = at >= 0 && to > at ? text.slice(0, at) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsFile, text);
}

export function machine() {
  const model = (() => {
    try {
      return readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ?? '';
    } catch {
      return '';
    }
  })();
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpuCount()} × ${model.trim() || 'unknown CPU'}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; Node ${process.version}`;
}

const cpuCount = () => cpus().length;

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
