// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { site, SITE_ENV_NAMES } from './src/lib/site.ts';
import { cspDirectives, sonnerStyleHashes } from './src/lib/csp.ts';
import { remarkTypeset } from './src/lib/remark-typeset.ts';

export default defineConfig({
  site: site.url,
  output: 'static',
  trailingSlash: 'never',
  // Vitest reads the content store from here; `astro sync` must write to the same place (withastro/astro#12836).
  cacheDir: './.astro',
  // The stylesheet goes inline: a separate file costs a mobile visitor a round trip (often a new
  // connection) before anything shows. Measured with `npm run bench` (bench/results.md).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react(), sitemap({ filter: (page) => !/\/(404|500)$/.test(page) }), sharedClientChunk(), afterPaintDirective()],
  vite: {
    plugins: [tailwindcss()],
    define: {
      __SITE_ENV__: JSON.stringify(Object.fromEntries(SITE_ENV_NAMES.map((name) => [name, process.env[name]]))),
    },
  },
  markdown: { remarkPlugins: [remarkTypeset] },
  prefetch: false,
  experimental: {
    csp: { directives: [...cspDirectives], styleDirective: { hashes: sonnerStyleHashes() } },
  },
});

/**
 * Every island needs React, clsx, the icon base and the error boundary: ship them as one `runtime`
 * file instead of six small ones (each request costs a round trip and ~1.5 KB of headers).
 * @returns {import('astro').AstroIntegration}
 */
function sharedClientChunk() {
  const shared = /node_modules\/(react|react-dom|scheduler|clsx|@astrojs\/react)\/|node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|shared\/)|src\/components\/ui\/error-boundary/;
  return {
    name: 'kriyon:shared-client-chunk',
    hooks: {
      'astro:build:setup': ({ vite, target }) => {
        if (target !== 'client') return;
        // Let the renderer entry (@astrojs/react/client) live in that chunk instead of a tiny facade.
        const rollup = ((vite.build ??= {}).rollupOptions ??= {});
        rollup.preserveEntrySignatures = 'allow-extension';
        const output = (rollup.output ??= {});
        for (const o of Array.isArray(output) ? output : [output]) {
          o.manualChunks = (/** @type {string} */ id) => (shared.test(id) ? 'runtime' : undefined);
        }
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
