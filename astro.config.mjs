// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { site, SITE_ENV_NAMES } from './src/lib/site.ts';
import { cspDirectives, inlineScriptHash, sonnerStyleHashes } from './src/lib/csp.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { markdownTypeset } from './src/lib/markdown-typeset.ts';
import { securityHeaders, speculationRulesScript } from './scripts/security-headers.mjs';
import { adminEditor } from './scripts/admin-editor.mjs';
import { BRAND_FONT_EARLY_LOAD, brandFontCss } from './src/lib/brand-font.ts';

export default defineConfig({
  site: site.url,
  output: 'static',
  trailingSlash: 'never',
  // Vitest reads the content store from here; `astro sync` must write to the same place (withastro/astro#12836).
  cacheDir: './.astro',
  // The stylesheet goes inline: a separate file costs a mobile visitor a round trip (often a new
  // connection) before anything shows. Measured with `npm run bench` (bench/results.md).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    sitemap({ filter: (page) => !/\/(404|500)$/.test(page) }),
    sharedClientChunk(),
    afterPaintDirective(),
    securityHeaders(),
    adminEditor(),
  ],
  vite: {
    plugins: [tailwindcss(), brandFont()],
    define: {
      __SITE_ENV__: JSON.stringify(Object.fromEntries(SITE_ENV_NAMES.map((name) => [name, process.env[name]]))),
    },
  },
  // No code blocks in the content, so no syntax highlighter (Shiki's inline styles would need the CSP loosened).
  markdown: { processor: satteri({ hastPlugins: [markdownTypeset] }), syntaxHighlight: false },
  prefetch: false,
  security: {
    csp: {
      directives: [...cspDirectives],
      styleDirective: { hashes: sonnerStyleHashes() },
      // Each page's inline prefetch rules (scripts/security-headers.mjs) and the brand face's early start
      // (src/lib/brand-font.ts), and nothing else inline, by hash.
      scriptDirective: { hashes: [speculationRulesScript, BRAND_FONT_EARLY_LOAD].map(inlineScriptHash) },
    },
  },
});

/**
 * Every island needs React, clsx, the icon base and the error boundary: ship them as one `runtime`
 * file. Left to itself the bundler splits them into eight small files, which a page discovers one
 * import at a time (each a round trip on a slow phone). Rolldown's `codeSplitting` groups, for the
 * browser build only. The header's search (on every page) adds its icon and Vite's loader of the dialog: a file
 * each of 200 bytes and 1.7 KB, which the runtime carries instead.
 * @returns {import('astro').AstroIntegration}
 */
function sharedClientChunk() {
  const shared =
    /node_modules[\\/](react|react-dom|scheduler|clsx|@astrojs[\\/]react)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/])|src[\\/]components[\\/]ui[\\/](error-boundary|keep-words)|src[\\/]lib[\\/]typeset|^\0?rolldown[\\/:]runtime|^\0?vite[\\/]preload-helper|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]search\.mjs/;
  return {
    name: 'kriyon:shared-client-chunk',
    hooks: {
      'astro:build:setup': ({ updateConfig }) => {
        updateConfig({
          environments: {
            client: {
              build: {
                rolldownOptions: {
                  // Let the renderer entry (@astrojs/react/client) live in that file, not in a tiny facade.
                  preserveEntrySignatures: 'allow-extension',
                  output: { codeSplitting: { groups: [{ name: 'runtime', test: shared }] } },
                },
              },
            },
          },
        });
      },
    },
  };
}

/**
 * `client:afterpaint` (src/lib/client-directives/after-paint.ts).
 * @returns {import('astro').AstroIntegration}
 */
function afterPaintDirective() {
  return {
    name: 'kriyon:after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterpaint', entrypoint: './src/lib/client-directives/after-paint.ts' });
      },
    },
  };
}

/**
 * `virtual:brand-font.css`: the brand face's @font-face rules, subset from the npm package at build
 * (src/lib/brand-font.ts), so an upgrade of the package needs no generated file to be kept in step.
 * @returns {import('vite').Plugin}
 */
function brandFont() {
  const id = 'virtual:brand-font.css';
  const resolved = `\0${id}`;
  return {
    name: 'kriyon:brand-font',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (module) => (module === resolved ? brandFontCss() : undefined),
  };
}
