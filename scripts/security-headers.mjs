// @ts-check
/**
 * The security headers of every response, from one place, for the three ways the site is served:
 * `npm start` (server/app.mjs reads .build/headers.json), nginx (deploy/nginx.conf includes
 * .build/nginx-security-headers.conf) and static hosts (dist/_headers).
 *
 * The build's hashed assets under /_astro/ (scripts, styles, images) carry fewer (assetHeaders): the headers a
 * browser reads only from a document (the policy, Permissions-Policy, COOP, COEP, frame denial) are left off them.
 *
 * The content editor at /admin/ (docs/editor.md) has a policy of its own, ADMIN_HEADERS: the public pages' policy
 * admits no Trusted Types policy at all, and the editor cannot start without its named ones.
 *
 * The Content-Security-Policy comes from Astro (`security.csp`, astro.config.mjs). This integration
 * declares the build a static site whose adapter serves headers (`staticHeaders`), so Astro hands
 * over each page's policy in `astro:build:generated` instead of writing a <meta> tag, which could
 * carry neither frame-ancestors nor a report-free Trusted Types rule.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Headers sent with every response besides the policy. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'X-Frame-Options': 'DENY',
};

/**
 * Headers a browser applies only to a document (a page, or a file opened as one) or a worker, never to a script,
 * stylesheet or image it loads into a page: the page's own headers govern those. The build's hashed assets under
 * ASSET_PATH go without them: on every page's small scripts they were most of the bytes sent (a 204-byte icon
 * chunk answered with 1.8 KB of headers, 1.3 KB of them these), and the benchmark's slow phone pays for each byte.
 * The folder holds no page, SVG, XML or worker (tests/e2e/servers.spec.ts checks), so nothing there is a document.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Embedder-Policy',
  'X-Frame-Options',
];

/** The build's hashed assets (Astro's `build.assets`), cached for a year and sent with ASSET_HEADERS. */
export const ASSET_PATH = '/_astro/';

/**
 * @param {Record<string, string>} headers a document's headers
 * @returns {Record<string, string>} an asset's: nosniff, Referrer-Policy and CORP stay
 */
export const assetHeaders = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)));

/**
 * Prefetch of the page a visitor is about to open (issue 39): a link on this site, once the pointer rests on it or
 * presses it ("moderate"). Every page carries these rules inline (`<script type="speculationrules">`, allowed by
 * their hash in the policy: src/layouts/base-layout.astro, astro.config.mjs), not through a `Speculation-Rules`
 * header naming a file: Chromium fetched that file on a connection of its own before the first paint, and
 * Lighthouse's slow phone counted it (LCP 818 -> 909 ms on /about, 1.30 -> 1.45 x the floor page, every route
 * alike). A relative pattern matches this origin only; links that open another site or a mail or phone app open a
 * new tab or carry rel=external, and are excluded, as are the editor, feeds and data files.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/admin{/*}?', '/*.xml', '/*.json', '/*.png'] } },
          { not: { selector_matches: '[target=_blank], [rel~=external], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The rules as the page writes them: the policy allows exactly this text by its hash. */
export const speculationRulesScript = JSON.stringify(SPECULATION_RULES);

/** Two years, subdomains, preload: what the HSTS preload list asks for. Sent by the TLS front (nginx, hosts). */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

const CSP = 'Content-Security-Policy';

/** The address of the content editor; everything under it is sent with ADMIN_HEADERS. */
export const ADMIN_PATH = '/admin/';

/**
 * The editor's policy (measured with the pinned Sveltia CMS: tests/e2e/editor.spec.ts). Scripts from this origin only
 * (no 'unsafe-eval', no inline script) and Trusted Types enforced: the editor's own named policies, and the
 * `default` policy of src/admin/trusted-types.ts, which sanitises HTML with DOMPurify. Its components set inline
 * styles, and it shows images and files being edited as data: and blob: URLs. GitHub's API (and its status page,
 * which the editor reads when the API fails) and avatars serve the live sign-in (README, "Editing in the browser").
 */
export const ADMIN_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types default svelte-trusted-html dompurify lexical 'allow-duplicates'",
].join('; ');

/**
 * Headers of the editor's responses: the site's, with the editor's policy; a sign-in window may keep its opener (a
 * GitHub OAuth relay needs that), and cross-origin images (avatars) load without credentials. Never indexed.
 */
export const ADMIN_HEADERS = {
  ...SECURITY_HEADERS,
  [CSP]: ADMIN_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Embedder-Policy': 'credentialless',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** @returns {import('astro').AstroIntegration} */
export function securityHeaders() {
  /** @type {URL} */
  let root;
  return {
    name: 'kriyon:security-headers',
    hooks: {
      'astro:config:done': ({ config, setAdapter }) => {
        root = config.root;
        setAdapter({
          name: 'kriyon:static-with-headers',
          entrypointResolution: 'auto',
          adapterFeatures: { buildOutput: 'static', staticHeaders: true },
          supportedAstroFeatures: { staticOutput: 'stable', hybridOutput: 'unsupported', serverOutput: 'unsupported', sharpImageService: 'stable' },
        });
      },
      'astro:build:generated': async ({ dir, routeToHeaders, logger }) => {
        const policies = new Set();
        let pages = 0;
        for (const [pathname, { headers, route }] of routeToHeaders) {
          if (route.type !== 'page') continue; // robots.txt and other files carry no markup to police
          pages++;
          const policy = headers.get(CSP);
          if (!policy) throw new Error(`${pathname} has no Content-Security-Policy: is security.csp on in astro.config.mjs?`);
          policies.add(policy);
        }
        // Astro lists every inline script and style hash of the build in each page's policy, so one
        // policy serves every response. Were that to change, the servers would need one per page.
        if (policies.size !== 1) throw new Error(`expected one Content-Security-Policy for every page, found ${policies.size}`);
        const headers = { [CSP]: [...policies][0], ...SECURITY_HEADERS };
        // A build elsewhere (`npm run check:content` builds into a temporary folder) keeps its headers beside it.
        const out = process.env.KRIYON_HEADERS_DIR || fileURLToPath(new URL('.build/', root));
        await writeHeaderFiles(fileURLToPath(dir), out, headers);
        logger.info(`security headers for ${pages} pages, the assets and the editor written (.build/*headers.json, nginx .conf files, _headers)`);
      },
    },
  };
}

/**
 * @param {string} dist
 * @param {string} out
 * @param {Record<string, string>} headers
 */
async function writeHeaderFiles(dist, out, headers) {
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
  await writeFile(path.join(out, 'asset-headers.json'), `${JSON.stringify(assetHeaders(headers), null, 2)}\n`);
  await writeFile(path.join(out, 'admin-headers.json'), `${JSON.stringify(ADMIN_HEADERS, null, 2)}\n`);
  const nginx = (/** @type {Record<string, string>} */ obj, what = '') =>
    `# Generated by scripts/security-headers.mjs for this build${what}. Do not edit.\n` +
    Object.entries({ ...obj, 'Strict-Transport-Security': HSTS })
      // A value's own quotes (Speculation-Rules names its file as a quoted string) are escaped inside nginx's.
      .map(([name, value]) => `add_header ${name} "${value.replace(/(["\\])/g, '\\$1')}" always;`)
      .join('\n') +
    '\n';
  await writeFile(path.join(out, 'nginx-security-headers.conf'), nginx(headers, ' (the policy lists its script and style hashes)'));
  await writeFile(path.join(out, 'nginx-asset-headers.conf'), nginx(assetHeaders(headers), `: the hashed assets under ${ASSET_PATH}`));
  await writeFile(path.join(out, 'nginx-admin-headers.conf'), nginx(ADMIN_HEADERS, ': the content editor at /admin/'));
  const lines = (/** @type {Record<string, string>} */ obj) =>
    Object.entries(obj)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n');
  // A host applies every block whose path matches, so the assets' block detaches (`! Name`) the document-only
  // headers, and the editor's block first detaches the site's values of the headers it sets otherwise: two
  // policies would both be enforced.
  const replaced = Object.keys(ADMIN_HEADERS).filter((name) => ADMIN_HEADERS[name] !== headers[name]);
  const immutable = lines({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  await writeFile(
    path.join(dist, '_headers'),
    `/*\n${lines({ ...headers, 'Strict-Transport-Security': HSTS })}\n\n` +
      `${ASSET_PATH}*\n${DOCUMENT_ONLY_HEADERS.map((name) => `  ! ${name}`).join('\n')}\n${immutable}\n\n` +
      `${ADMIN_PATH}*\n${replaced
        .filter((name) => name in headers)
        .map((name) => `  ! ${name}`)
        .join('\n')}\n${lines(Object.fromEntries(replaced.map((name) => [name, ADMIN_HEADERS[name]])))}\n\n` +
      `${ADMIN_PATH}assets/*\n${immutable}\n`,
  );
}
