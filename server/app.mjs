// @ts-check
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';

/** Addresses whose type is not their extension's: the insights feed is RSS (src/pages/insights/feed.xml.ts). */
const TYPES = new Map([['/insights/feed.xml', 'application/rss+xml; charset=utf-8']]);

/**
 * The production server: Fastify with @fastify/static over the built site.
 * It adds what a static host would: the security headers the build wrote for itself
 * (.build/headers.json, scripts/security-headers.mjs; the hashed assets under /_astro/ fewer, .build/asset-headers.json;
 * the content editor under /admin/ its own, .build/admin-headers.json), long caching for hashed assets, compression, and the site's own 404 and 500 pages.
 */
export async function createServer({ root = path.resolve('dist'), logger = false } = {}) {
  const manifestPath = path.join(root, '..', '.build', 'headers.json');
  if (!existsSync(path.join(root, 'index.html')) || !existsSync(manifestPath)) {
    throw new Error(`No build found in ${root}. Run "npm run build" first.`);
  }
  /** @type {Record<string, string>} Every page's security headers (and every error answer's), the policy included. */
  const security = JSON.parse(await readFile(manifestPath, 'utf8'));
  const built = async (/** @type {string} */ name) => JSON.parse(await readFile(path.join(root, '..', '.build', name), 'utf8'));
  /** @type {Record<string, string>} The hashed assets': without the headers only a document reads. */
  const assetHeaders = await built('asset-headers.json');
  /** @type {Record<string, string>} The content editor's (docs/editor.md). */
  const editorHeaders = await built('admin-headers.json');
  const clean = (/** @type {string} */ url) => url.split('?')[0].replace(/\/{2,}/g, '/');
  /** A found file's headers by its address; anything else (404, 405, 500) is answered with a page and the site's. */
  const headersFor = (/** @type {string} */ url) => {
    const at = clean(url);
    if (at.startsWith('/admin/')) return editorHeaders;
    if (at.startsWith('/_astro/')) return assetHeaders;
    return security;
  };
  const notFoundPage = await readVariants(path.join(root, '404.html'));
  const errorPage = await readVariants(path.join(root, '500.html'));

  const app = Fastify({
    logger,
    routerOptions: { ignoreDuplicateSlashes: true },
    // Malformed URLs (bad percent-encoding, null bytes) get the 404 page, never an error.
    frameworkErrors: (_error, _req, reply) => sendPage(reply, 404, notFoundPage),
  });

  app.addHook('onSend', async (req, reply, payload) => {
    for (const [name, value] of Object.entries(reply.statusCode < 400 ? headersFor(req.url) : security)) reply.header(name, value);
    // Whichever copy (plain or pre-compressed) is sent.
    const type = reply.statusCode === 200 ? TYPES.get(clean(req.url)) : undefined;
    if (type) reply.header('Content-Type', type);
    return payload;
  });

  function sendPage(reply, status, page) {
    for (const [name, value] of Object.entries(security)) reply.header(name, value);
    const encoding = preferredEncoding(reply.request.headers['accept-encoding'], page);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'accept-encoding')
      .send(page[encoding]);
  }

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    extensions: ['html'],
    index: ['index.html'],
    redirect: false,
    list: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    // Host configuration files, the pre-compressed copies (sent only under the original name) and
    // the error pages (which answer only as errors, with their status) stay private.
    allowedPath: (pathName) => !/(^|\/)_headers$|\.(br|gz)$|^\/(404|500)(\.html)?$/.test(pathName),
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}_astro${path.sep}`) || filePath.includes(`${path.sep}admin${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A pre-compressed copy is one of several bodies for this URL: caches must keep them apart.
      // (@fastify/compress adds the same header to what it compresses on the fly.)
      if (/\.(br|gz)$/.test(filePath)) res.setHeader('Vary', 'accept-encoding');
    },
  });

  // Clean page URLs (/privacy-policy -> privacy-policy.html) as explicit routes, so pages are sent
  // from their pre-compressed copies like every other file (the wildcard's `extensions` fallback
  // would compress them on every request).
  for (const page of await pageFiles(root)) {
    const url = `/${page.replace(/\.html$/, '')}`;
    if (url === '/index' || url === '/404' || url === '/500' || url.startsWith('/admin/')) continue;
    app.get(url, (_req, reply) => reply.sendFile(page));
  }
  // The editor lives at /admin/ (its page loads config.yml beside it).
  app.get('/admin', (_req, reply) => reply.redirect('/admin/', 301));

  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      reply.header('Allow', 'GET, HEAD');
      return sendPage(reply, 405, notFoundPage);
    }
    return sendPage(reply, 404, notFoundPage);
  });

  app.setErrorHandler((error, req, reply) => {
    const code = /** @type {{ statusCode?: number }} */ (error).statusCode;
    const status = code && code < 500 ? 404 : 500;
    if (status === 500) req.log.error(error);
    return sendPage(reply, status, status === 404 ? notFoundPage : errorPage);
  });

  return app;
}

/** Every built page, relative to the root, with forward slashes. */
async function pageFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** A page and the pre-compressed copies the build made of it. */
async function readVariants(file) {
  const variants = { identity: await readFile(file) };
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (existsSync(file + ext)) variants[encoding] = await readFile(file + ext);
  }
  return variants;
}

/** br, then gzip, then identity: the first the client accepts (q > 0) that the page has. */
function preferredEncoding(header = '', variants) {
  const accepted = new Set(
    String(header)
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name.toLowerCase()),
  );
  return ['br', 'gzip'].find((e) => variants[e] && (accepted.has(e) || accepted.has('*'))) ?? 'identity';
}
