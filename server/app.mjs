import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';

/**
 * The production server: Fastify with @fastify/static over the built site.
 * It adds what a static host would: security headers (from the build's header manifest),
 * long caching for hashed assets, compression, and the site's own 404 and 500 pages.
 */
/** Paths such as "/insights" whose page (insights.html) sits beside a folder of the same name. */
function pagesBesideFolders(root) {
  const found = new Set();
  for (const file of readdirSync(root, { recursive: true })) {
    if (!String(file).endsWith('.html')) continue;
    const stem = String(file).slice(0, -'.html'.length);
    if (existsSync(path.join(root, stem))) found.add(`/${stem.split(path.sep).join('/')}`);
  }
  return found;
}

export async function createServer({ root = path.resolve('dist'), logger = false } = {}) {
  const manifestPath = path.join(root, '..', '.build', 'headers.json');
  if (!existsSync(path.join(root, 'index.html')) || !existsSync(manifestPath)) {
    throw new Error(`No build found in ${root}. Run "npm run build" first.`);
  }
  const { security } = JSON.parse(await readFile(manifestPath, 'utf8'));
  const notFoundPage = await readFile(path.join(root, '404.html'));
  const errorPage = await readFile(path.join(root, '500.html'));

  const shadowed = pagesBesideFolders(root);
  const app = Fastify({
    logger,
    // "/insights" is both insights.html and the insights/ folder of articles; @fastify/static would
    // look for insights/index.html, so such paths are pointed at their page first.
    rewriteUrl: (req) => {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const pathname = q < 0 ? url : url.slice(0, q);
      return shadowed.has(pathname) ? `${pathname}.html${q < 0 ? '' : url.slice(q)}` : url;
    },
    routerOptions: { ignoreDuplicateSlashes: true },
    // Malformed URLs (bad percent-encoding, null bytes) get the 404 page, never an error.
    frameworkErrors: (_error, _req, reply) => sendPage(reply, 404, notFoundPage),
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [name, value] of Object.entries(security)) reply.header(name, value);
    return payload;
  });

  function sendPage(reply, status, body) {
    for (const [name, value] of Object.entries(security)) reply.header(name, value);
    return reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(body);
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
    // Host configuration files stay private.
    allowedPath: (pathName) => !/(^|\/)_headers$|\.(br|gz)$/.test(pathName),
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}_astro${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      reply.header('Allow', 'GET, HEAD');
      return sendPage(reply, 405, notFoundPage);
    }
    return sendPage(reply, 404, notFoundPage);
  });

  app.setErrorHandler((error, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? 404 : 500;
    if (status === 500) req.log.error(error);
    return sendPage(reply, status, status === 404 ? notFoundPage : errorPage);
  });

  return app;
}
