// @ts-check
/**
 * After `astro build`: pre-compress text files (brotli and gzip), so the servers send them without
 * work per request. (The security headers are written during the build: scripts/security-headers.mjs.)
 */
import { readFile, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dist = path.resolve('dist');
const compressible = /\.(html|css|js|mjs|svg|xml|json|txt|webmanifest)$/;

const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let count = 0;
for (const file of files) {
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`postbuild: ${count} files pre-compressed`);
