// @ts-check
/**
 * `npm run audit` (CI runs it before the tests):
 * 1. Patched floors, checked offline against package-lock.json: every copy of a package that had a
 *    serious advisory must be at or above the release that fixed it, direct or transitive.
 * 2. `npm audit --omit=dev`, failing on any high or critical advisory. When the registry's audit
 *    endpoint cannot be reached (some mirrors refuse it), it says so plainly instead of passing silently.
 */
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Package -> [first fixed version, advisory]. */
const FLOORS = {
  astro: ['7.2.8', 'GHSA-26w7-cxv4-gfx2: remote code execution through AVIF image optimisation (libheif in sharp)'],
  sharp: ['0.35.4', 'GHSA-rgj7-g3m4-5g8c: libvips/libheif image decoding'],
};

/** Whether version `a` is older than `b` (major.minor.patch). @param {string} a @param {string} b */
const older = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split(/[.-]/).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let unpatched = 0;
for (const [name, [fixed, advisory]] of Object.entries(FLOORS)) {
  const copies = Object.entries(lock.packages)
    .filter(([where]) => where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`))
    .map(([where, meta]) => ({ where, version: meta.version }));
  if (!copies.length) console.log(`patched floors: ${name} is not installed`);
  for (const { where, version } of copies) {
    const ok = !older(version, fixed);
    if (!ok) unpatched++;
    console.log(`patched floors: ${where} ${version} ${ok ? '>=' : '< '} ${fixed} (${advisory})`);
  }
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
if (!report || report.error || !report.metadata) {
  const reason = report?.error?.summary || run.stderr.split('\n').find((line) => line.startsWith('npm error')) || 'no answer';
  console.log(`npm audit: the registry's audit endpoint is unavailable here (${reason}); advisories not checked.`);
  process.exit(unpatched ? 1 : 0);
}
const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities;
console.log(`npm audit (production dependencies): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`);
process.exit(unpatched || high + critical > 0 ? 1 : 0);
