// @ts-check
/**
 * The hostile requests shared by tests/e2e/servers.spec.ts (both servers, exact
 * answers) and bench/load.mjs (the same requests under load). Paths are sent exactly as written.
 */

/** Tries to reach files outside the build: the answer must be the 404 page, never the file. */
export const traversalPaths = [
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/%252e%252e/%252e%252e/%252e%252e/etc/passwd',
  '/..%252f..%252f..%252fetc%252fpasswd',
  '//etc/passwd',
  '///etc/passwd',
  '/%2e%2e/',
  '/..%2f',
  '/%2e%2e/package.json',
  '/..%2fpackage.json',
  '/_astro/../../package.json',
  '/_astro/..%2f..%2fpackage.json',
  '/_astro/%2e%2e/%2e%2e/package.json',
  '/%252e%252e/package.json',
  '/%252e%252e%252fpackage.json',
  '/..%5cpackage.json',
  '/..\\package.json',
  '/%c0%ae%c0%ae/package.json',
  '/%2e%2e/.build/headers.json',
  '/..%2f.build%2fheaders.json',
  '/%2e%2e/server/app.mjs',
];

/** Null bytes, invalid UTF-8, broken escapes and a 4,000-character path: the 404 page. */
export const malformedPaths = [
  '/%00',
  '/index.html%00',
  '/privacy-policy%00.html',
  '/%00/../package.json',
  '/%ff',
  '/%c3%28',
  '/privacy-policy%ff',
  '/%',
  '/%zz',
  `/${'a'.repeat(4000)}`,
  `/${'..%2f'.repeat(800)}etc/passwd`,
];

/** Files in the build that are not pages to serve, and directories: the 404 page. */
export const privatePaths = [
  '/_headers',
  '/index.html.br',
  '/index.html.gz',
  '/_astro/',
  '/_astro',
  '/_astro/?C=M;O=A',
  '/.build/',
  '/.git/config',
  '/.env',
];

/** Markup in query strings: served like the plain URL, never reflected. */
export const injectionRequests = [
  { path: '/?q=<script>alert(1)</script>', status: 200 },
  { path: '/privacy-policy?"><svg/onload=alert(1)>', status: 200 },
  { path: "/?q='--><img/src=x/onerror=alert(1)>&x=%3Cscript%3Ealert(1)%3C/script%3E", status: 200 },
  { path: '/nope?<script>alert(1)</script>', status: 404 },
];

/** Anything but GET and HEAD: 405 with `Allow: GET, HEAD` and the 404 page. */
export const refusedMethods = ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** What no answer may contain. */
export const secrets = [
  { name: '/etc/passwd', marker: /root:.*:0:0:/ },
  { name: 'package.json', marker: /"name":\s*"kriyon-website"/ },
  { name: '.build/headers.json', marker: /"security":\s*\{/ },
  { name: 'server/app.mjs', marker: /createServer/ },
];
