import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { test, expect, type ServerName } from './server-fixture';
import { builtRoutes } from './helpers';
import { parseHtml } from './built-html';
import { comparableHeaders, parseCsp, rawRequest, type RawResponse } from './http';
import { injectionRequests, malformedPaths, privatePaths, refusedMethods, secrets, traversalPaths } from './hostile-input.mjs';

/**
 * The same checks against both production servers: `npm start` (Fastify) and deploy/nginx.conf
 * (real nginx). Requests go out with the path exactly as written (no client-side normalisation).
 */

const routes = builtRoutes();
const pageFile = (route: string) => `dist${route === '/' ? '/index' : route}.html`;
const notFoundPage = readFileSync('dist/404.html', 'utf8');
const assets = readdirSync('dist/_astro').filter((f) => /\.(js|css)$/.test(f));
/** A hashed asset big enough to have been pre-compressed by the build. */
const bigAsset = `/_astro/${assets.find((f) => f.endsWith('.js') && statSync(`dist/_astro/${f}`).size > 4096)}`;
/** A second hashed asset: a stylesheet if the build has one (it inlines all CSS today), else a small script. */
const otherAsset = `/_astro/${assets.find((f) => f.endsWith('.css')) ?? assets.find((f) => f.endsWith('.js') && statSync(`dist/_astro/${f}`).size <= 4096)}`;

function expectNotFoundPage(res: RawResponse, what: string) {
  expect(res.status, `${what}: status`).toBe(404);
  expect(res.text === notFoundPage, `${what}: answers with the site's 404 page`).toBe(true);
}

function expectNoSecrets(res: RawResponse, what: string) {
  for (const { name, marker } of secrets) expect(res.text, `${what} leaks ${name}`).not.toMatch(marker);
}

/** The policy every response carries: the build's own (.build/headers.json, written by Astro through scripts/security-headers.mjs). */
const builtHeaders = JSON.parse(readFileSync('.build/headers.json', 'utf8')) as Record<string, string>;

/**
 * The headers the Mozilla HTTP Observatory scores (mdn/mdn-http-observatory), at the marks that give
 * A+: a policy with `default-src 'none'` and nothing unsafe, frame-ancestors in a header, nosniff, a
 * private Referrer-Policy, CORP (and COOP/COEP), HSTS of two years with preload from the TLS front;
 * plus Trusted Types enforced with no policy at all.
 */
function expectSecurityHeaders(res: RawResponse, server: ServerName, what: string) {
  const h = res.headers;
  expect(h['content-security-policy'], `${what}: the build's policy`).toBe(builtHeaders['Content-Security-Policy']);
  const csp = parseCsp(h['content-security-policy'] as string);
  for (const [directive, value] of [
    ['default-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', "'none'"],
  ] as const) {
    expect(csp.get(directive), `${what}: ${directive}`).toEqual([value]);
  }
  for (const directive of ['script-src', 'style-src']) {
    const sources = csp.get(directive) ?? [];
    expect(sources[0], `${what}: ${directive}`).toBe("'self'");
    for (const source of sources.slice(1))
      expect(source, `${what}: ${directive} allows only hashes`).toMatch(/^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/);
  }
  for (const [directive, sources] of csp) {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'http:', 'https:']) {
      expect(sources, `${what}: ${directive}`).not.toContain(unsafe);
    }
  }
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(h['permissions-policy'], `${what}: Permissions-Policy`).toContain(`${feature}=()`);
  }
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(h['cross-origin-embedder-policy'], what).toBe('require-corp');
  expect(h['x-frame-options'], what).toBe('DENY');
  if (server === 'nginx') {
    expect(h['strict-transport-security'], `${what}: HSTS`).toBe('max-age=63072000; includeSubDomains; preload');
  } else {
    expect(h['strict-transport-security'], `${what}: HSTS is the TLS front's job`).toBeUndefined();
  }
}

/** The headers only a document reads (scripts/security-headers.mjs). */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'x-frame-options',
];

/** A hashed asset's: what a script or image needs (nosniff, CORP, Referrer-Policy), none of the page-only five. */
function expectAssetHeaders(res: RawResponse, server: ServerName, what: string) {
  const h = res.headers;
  for (const name of DOCUMENT_ONLY) expect(h[name], `${what} is no document: no ${name}`).toBeUndefined();
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(h['strict-transport-security'], `${what}: HSTS`).toBe(server === 'nginx' ? 'max-age=63072000; includeSubDomains; preload' : undefined);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('dist/_headers (static hosts) sends the same headers on every path, with HSTS, and caches assets for a year', () => {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of readFileSync('dist/_headers', 'utf8').split('\n')) {
    if (/^\S/.test(line)) blocks.set(line.trim(), (current = new Map<string, string>()));
    else if (line.trim()) current!.set(line.trim().split(':')[0].toLowerCase(), line.trim().replace(/^[^:]+:\s*/, ''));
  }
  const all = blocks.get('/*')!;
  for (const [name, value] of Object.entries(builtHeaders)) expect(all.get(name.toLowerCase()), `/* sends ${name}`).toBe(value);
  expect(all.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  expect(blocks.get('/_astro/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const name of DOCUMENT_ONLY) expect(blocks.get('/_astro/*')?.has(`! ${name}`), `/_astro/* detaches ${name}`).toBe(true);
});

test('the hashed assets, sent without the page-only headers, are never documents: no page, SVG, XML or worker', () => {
  const files = readdirSync('dist/_astro', { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const documents = files.map((e) => e.name).filter((name) => !/\.(js|css|woff2|png|jpe?g|webp|avif)(\.(br|gz))?$/.test(name));
  expect(documents).toEqual([]);
  for (const e of files.filter((e) => /\.js$/.test(e.name))) {
    const code = readFileSync(`${e.parentPath}/${e.name}`, 'utf8');
    expect(/new (Shared)?Worker\(|serviceWorker\.register|importScripts\(/.test(code), `${e.name} starts no worker`).toBe(false);
  }
});

test('pages carry no <meta> policy: the header is the one policy, and it covers every inline script and style', () => {
  const csp = parseCsp(builtHeaders['Content-Security-Policy']);
  for (const route of [...routes, '/404']) {
    const document = parseHtml(readFileSync(pageFile(route), 'utf8'));
    const policies = [...document.querySelectorAll('meta[http-equiv]')].filter((m) =>
      /^content-security-policy$/i.test(m.getAttribute('http-equiv')!),
    );
    expect(policies, route).toHaveLength(0);
    for (const script of document.querySelectorAll('script:not([src])')) {
      if (/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? '')) continue;
      expect(csp.get('script-src'), `${route}: inline script ${script.textContent.slice(0, 60)}…`).toContain(sha256(script.textContent));
    }
    for (const style of document.querySelectorAll('style')) {
      expect(csp.get('style-src'), `${route}: inline style ${style.textContent.slice(0, 60)}…`).toContain(sha256(style.textContent));
    }
    const styled = [...document.querySelectorAll('[style]')].map((el) => el.outerHTML.slice(0, 80));
    expect(styled, `${route} has no style attribute (blocked by the CSP)`).toEqual([]);
  }
});

for (const server of ['npm start', 'nginx'] as const) {
  test.describe(`${server} server`, () => {
    test.use({ server });

    test('serves every page of the sitemap with 200, its HTML file, and HEAD like GET', async ({ origin }) => {
      for (const route of routes) {
        const get = await rawRequest(origin, route);
        expect(get.status, route).toBe(200);
        expect(get.headers['content-type'], route).toBe('text/html; charset=utf-8');
        expect(get.text === readFileSync(pageFile(route), 'utf8'), `${route} serves ${pageFile(route)}`).toBe(true);
        const head = await rawRequest(origin, route, { method: 'HEAD' });
        expect(head.body.length, `HEAD ${route} has no body`).toBe(0);
        expect(comparableHeaders(head.headers), `HEAD ${route}`).toEqual(comparableHeaders(get.headers));
      }
      for (const [file, type] of [
        ['/robots.txt', /^text\/plain/],
        ['/sitemap-index.xml', /xml/],
        ['/insights/feed.xml', /^application\/rss\+xml; charset=utf-8$/],
        ['/search-index.json', /^application\/json/],
        ['/favicon.svg', /^image\/svg\+xml/],
        [otherAsset, /^(text\/css|text\/javascript|application\/javascript)/],
      ] as const) {
        const res = await rawRequest(origin, file);
        expect(res.status, file).toBe(200);
        expect(res.headers['content-type'], file).toMatch(type);
      }
    });

    test('answers unknown paths with HTTP 404 and the 404 page (GET and HEAD alike)', async ({ origin }) => {
      for (const path of [
        '/this-page-does-not-exist',
        '/training/unknown',
        '/privacy-policy/',
        '/_astro/missing.js',
        '/404',
        '/404.html',
        '/500',
        '/500.html',
      ]) {
        const get = await rawRequest(origin, path);
        expectNotFoundPage(get, path);
        expect(get.headers['cache-control'], `${path} is not cached`).toBe('no-cache');
        const head = await rawRequest(origin, path, { method: 'HEAD' });
        expect(head.status, `HEAD ${path}`).toBe(404);
        expect(comparableHeaders(head.headers), `HEAD ${path}`).toEqual(comparableHeaders(get.headers));
      }
    });

    test('sends the security headers with pages, files, 404 and 405 answers, and the assets their own', async ({ origin, server }) => {
      for (const asset of [bigAsset, otherAsset]) {
        for (const accept of ['', 'br']) {
          const res = await rawRequest(origin, asset, { headers: accept ? { 'Accept-Encoding': accept } : {} });
          expect(res.status, asset).toBe(200);
          expectAssetHeaders(res, server, `GET ${asset} ${accept}`);
        }
      }
      const answers: [string, RawResponse][] = [
        ['GET /', await rawRequest(origin, '/')],
        [`GET ${routes.at(-1)}`, await rawRequest(origin, routes.at(-1)!)],
        ['GET /_astro/missing.js (404)', await rawRequest(origin, '/_astro/missing.js')],
        [`POST ${bigAsset} (405)`, await rawRequest(origin, bigAsset, { method: 'POST' })],
        ['GET /favicon.svg', await rawRequest(origin, '/favicon.svg')],
        ['GET /robots.txt', await rawRequest(origin, '/robots.txt')],
        ['GET /nope (404)', await rawRequest(origin, '/nope')],
        ['GET /%ff (404)', await rawRequest(origin, '/%ff')],
        ['POST / (405)', await rawRequest(origin, '/', { method: 'POST' })],
      ];
      for (const [what, res] of answers) expectSecurityHeaders(res, server, what);
    });

    test('caches hashed assets for a year and makes HTML revalidate', async ({ origin }) => {
      for (const asset of [bigAsset, otherAsset]) {
        const res = await rawRequest(origin, asset);
        expect(res.status, asset).toBe(200);
        expect(res.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      }
      for (const route of [...routes, '/favicon.svg', '/robots.txt']) {
        const res = await rawRequest(origin, route);
        expect(res.headers['cache-control'], route).toBe('no-cache');
      }
    });

    test('compresses text for clients that accept it, identical once decoded', async ({ origin, server }) => {
      for (const path of ['/', routes.at(-1)!, bigAsset, '/nope']) {
        const plain = await rawRequest(origin, path);
        expect(plain.headers['content-encoding'], `${path} without Accept-Encoding`).toBeUndefined();
        for (const accept of ['gzip', 'br', 'br, gzip']) {
          const res = await rawRequest(origin, path, { headers: { 'Accept-Encoding': accept } });
          // nginx without the brotli module: gzip (or identity for a br-only client).
          const expected = server === 'nginx' ? (accept === 'br' ? undefined : 'gzip') : accept.split(',')[0];
          expect(res.headers['content-encoding'], `${path} for Accept-Encoding: ${accept}`).toBe(expected);
          if (expected) expect(res.headers.vary, `${path} varies by encoding`).toMatch(/accept-encoding/i);
          expect(res.text === plain.text, `${path} ${accept} decodes to the same body`).toBe(true);
          expect(res.status).toBe(plain.status);
        }
      }
    });

    test('never serves a file outside the build through traversal tricks', async ({ origin }) => {
      for (const path of traversalPaths) {
        const res = await rawRequest(origin, path);
        expectNoSecrets(res, path);
        expectNotFoundPage(res, path);
      }
    });

    test('keeps host files, pre-compressed copies and directories private', async ({ origin }) => {
      for (const path of [...privatePaths, `${bigAsset}.br`, `${bigAsset}.gz`]) {
        const res = await rawRequest(origin, path);
        expect(res.text, `${path} is no directory listing`).not.toMatch(/Index of|Directory listing/i);
        expectNotFoundPage(res, path);
      }
    });

    test('answers null bytes, invalid UTF-8 and a 4,000-character path with the 404 page', async ({ origin }) => {
      for (const path of malformedPaths) {
        const res = await rawRequest(origin, path);
        expectNoSecrets(res, path.slice(0, 40));
        expectNotFoundPage(res, path.slice(0, 40));
      }
    });

    test('folds double slashes onto the same page and does not reflect markup from query strings', async ({ origin }) => {
      const privacy = readFileSync(pageFile('/privacy-policy'), 'utf8');
      for (const path of ['//privacy-policy', '/privacy-policy?x=//etc/passwd']) {
        const res = await rawRequest(origin, path);
        expect(res.status, path).toBe(200);
        expect(res.text === privacy, `${path} serves the privacy policy`).toBe(true);
      }
      for (const { path, status } of injectionRequests) {
        const res = await rawRequest(origin, path);
        expect(res.status, path).toBe(status);
        expect(res.text, `${path} is not reflected`).not.toMatch(/alert\(1\)|onerror=|onload=/);
      }
    });

    test('allows only GET and HEAD: other methods get 405, Allow and the 404 page', async ({ origin, server }) => {
      for (const path of ['/', routes.at(-1)!, bigAsset, '/nope']) {
        for (const method of refusedMethods) {
          const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
          const res = await rawRequest(origin, path, {
            method,
            headers: withBody ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
            body: withBody ? `name=${'x'.repeat(2000)}&html=<script>alert(1)</script>` : undefined,
          });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.allow, `${method} ${path}`).toMatch(/^GET, HEAD$/);
          expect(res.text === notFoundPage, `${method} ${path} answers with the 404 page`).toBe(true);
          expectSecurityHeaders(res, server, `${method} ${path}`);
        }
      }
    });
  });
}
