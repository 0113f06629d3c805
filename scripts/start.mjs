// @ts-check
/** `npm start`: build when the build is missing or older than the sources, then serve it. */
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const marker = '.build/headers.json';
const sources = ['src', 'public', 'astro.config.mjs', 'package.json', 'scripts/postbuild.mjs', 'scripts/security-headers.mjs'];

/** @param {string} p */
function newestMtime(p) {
  if (!existsSync(p)) return 0;
  if (!statSync(p).isDirectory()) return statSync(p).mtimeMs;
  return Math.max(0, ...readdirSync(p, { recursive: true, encoding: 'utf8' }).map((name) => statSync(path.join(p, name)).mtimeMs));
}

const built = existsSync(marker) && existsSync('dist/index.html') ? statSync(marker).mtimeMs : 0;
if (built < Math.max(...sources.map(newestMtime)) || process.env.FORCE_BUILD === '1') {
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('./serve.mjs');
