// @ts-check
/**
 * The content editor at /admin/ (Sveltia CMS, docs/editor.md): its page and script are a Vite build of their own
 * (src/admin/), apart from the site's, so the public pages' scripts and policy stay exactly as they are. This
 * integration builds it into dist/admin/ after `astro build`, and serves it at /admin/ under `astro dev`,
 * with the editor's own headers (scripts/security-headers.mjs). Its configuration, /admin/config.yml, is a page of
 * the site (src/pages/admin/config.yml.ts), made from the content schemas.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { ADMIN_HEADERS, ADMIN_PATH } from './security-headers.mjs';

const root = fileURLToPath(new URL('../src/admin/', import.meta.url));

/** How many @font-face rules of the pinned editor's stylesheet name a CDN; an upgrade that changes it must be looked at. */
const CDN_FONT_RULES = 3;

/**
 * The editor's stylesheet declares its three fonts twice: from the files the package ships (bundled here) and
 * from a CDN. The CDN rules would be requests to another origin (blocked by the policy, and reported): drop them.
 * @returns {import('vite').Plugin}
 */
function localFontsOnly() {
  return {
    name: 'kriyon:editor-local-fonts',
    transform(code, id) {
      if (!/@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return;
      const rule = /@font-face\s*\{[^{}]*?url\(https:\/\/cdn\.jsdelivr\.net\/[^{}]*\}/g;
      const found = code.match(rule)?.length ?? 0;
      if (found !== CDN_FONT_RULES)
        throw new Error(`The editor's stylesheet names ${found} CDN fonts, not ${CDN_FONT_RULES}: check scripts/admin-editor.mjs after the upgrade`);
      return { code: code.replace(rule, ''), map: null };
    },
  };
}

/**
 * Code highlighting (Shiki: 300 grammars and themes, 12 MB) serves code blocks and code fields, which the site's
 * content has none of (astro.config.mjs: no syntax highlighter). Each grammar and theme is left out as an empty
 * one, so a code block an editor writes is kept as plain text.
 * @returns {import('vite').Plugin}
 */
function noCodeHighlighting() {
  const stub = '\0kriyon-no-shiki';
  return {
    name: 'kriyon:editor-no-code-highlighting',
    enforce: 'pre',
    resolveId: (source) => (/^@shikijs\/(langs|themes)\//.test(source) ? stub : undefined),
    load: (id) => (id === stub ? 'export default [];' : undefined),
  };
}

/**
 * Builds the editor page and its assets into `outDir` (its assets under `assets/`, hashed).
 * @param {string} outDir
 */
export async function buildEditor(outDir) {
  await build({
    configFile: false,
    root,
    base: '/admin/',
    logLevel: 'warn',
    publicDir: false,
    plugins: [localFontsOnly(), noCodeHighlighting()],
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { checks: { pluginTimings: false } },
    },
  });
}

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** @returns {import('astro').AstroIntegration} */
export function adminEditor() {
  return {
    name: 'kriyon:admin-editor',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        await buildEditor(fileURLToPath(new URL('admin/', dir)));
        logger.info(`the content editor built into admin/ in ${Date.now() - started} ms`);
      },
      'astro:config:setup': ({ command, updateConfig, logger }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [editorServer(logger)] } });
      },
    },
  };
}

/**
 * The editor under `astro dev`: built on its first request (a few seconds), then served from a temporary folder;
 * /admin/config.yml is Astro's own page, made afresh from the schemas on every request.
 * @param {import('astro').AstroIntegrationLogger} logger
 * @returns {import('vite').Plugin}
 */
function editorServer(logger) {
  return {
    name: 'kriyon:editor-dev-server',
    configureServer: (server) => {
      /** @type {Promise<string> | undefined} */
      let built;
      const editor = () =>
        (built ??= mkdtemp(path.join(tmpdir(), 'kriyon-editor-')).then(async (out) => {
          server.httpServer?.once('close', () => void rm(out, { recursive: true, force: true }));
          await buildEditor(out);
          logger.info(`the content editor is at ${ADMIN_PATH}`);
          return out;
        }));
      /** @type {import('vite').Connect.NextHandleFunction} */
      const serve = (req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url === ADMIN_PATH.slice(0, -1)) {
          res.writeHead(301, { Location: ADMIN_PATH }).end();
          return;
        }
        if (!url.startsWith(ADMIN_PATH) || url.endsWith('.yml')) return next();
        editor().then(
          (out) => {
            const file = path.join(out, url === ADMIN_PATH ? 'index.html' : path.normalize(url.slice(ADMIN_PATH.length)));
            if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile()) return next();
            res.writeHead(200, {
              ...ADMIN_HEADERS,
              'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
              'Cache-Control': 'no-cache',
            });
            createReadStream(file).pipe(res);
          },
          (/** @type {Error} */ error) => {
            logger.error(`the content editor could not be built: ${error.stack ?? error.message}`);
            next(error);
          },
        );
      };
      // Astro puts its own handlers first once every plugin is set up; the editor's goes in before its trailing-slash
      // rule (which answers /admin/ as a missing page), after its cross-site and file guards.
      server.httpServer?.once('listening', () => {
        const { stack } = server.middlewares;
        const at = stack.findIndex((layer) => /** @type {{ name?: string }} */ (layer.handle).name === 'devTrailingSlash');
        stack.splice(Math.max(at, 0), 0, { route: '', handle: serve });
      });
    },
  };
}
