// @ts-check
/**
 * `npm run check:content`: what stops a content change before it goes live, in about a minute. Every entry is
 * checked against its schema (a missing title, a package outside 10-50 LPA, a job that closes before it opens …),
 * every name against its list (a department, an office, a category), every {token} against the figures, and the
 * whole site is built once, with the editor's configuration, into a temporary folder (dist/ and .build/ are left as
 * they are). The browser tests (`npm test`) are not run: see README, "What is checked, and when".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const started = Date.now();
const out = mkdtempSync(path.join(tmpdir(), 'kriyon-content-'));
const astro = path.resolve('node_modules/astro/bin/astro.mjs');
const result = spawnSync(process.execPath, [astro, 'build', '--outDir', path.join(out, 'dist')], {
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', KRIYON_HEADERS_DIR: path.join(out, '.build') },
});
rmSync(out, { recursive: true, force: true });
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const output = `${result.stdout}\n${result.stderr}`;
// The build's warnings an editor acts on: a figure not checked for a year, a job past its last day to apply.
const warnings = output.split('\n').filter((line) => /\[claims\]|validThrough|\bwarn/i.test(line) && !/\[vite\]/.test(line));
if (result.status !== 0) {
  console.error(output.trim());
  console.error(`\nContent check failed after ${seconds} s: the message above names the file and the field to correct.`);
  process.exit(1);
}
for (const line of warnings) console.warn(line.trim());
console.log(`Content check passed in ${seconds} s: every entry matches its schema and its lists, and the site builds.`);
