// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { site, SITE_ENV_NAMES } from './src/lib/site.ts';
import { cspDirectives, sonnerStyleHashes } from './src/lib/csp.ts';

export default defineConfig({
  site: site.url,
  output: 'static',
  trailingSlash: 'never',
  // Vitest reads the content store from here; `astro sync` must write to the same place (withastro/astro#12836).
  cacheDir: './.astro',
  build: { format: 'file', inlineStylesheets: 'never' },
  integrations: [react(), sitemap({ filter: (page) => !/\/(404|500)$/.test(page) })],
  vite: {
    plugins: [tailwindcss()],
    define: {
      __SITE_ENV__: JSON.stringify(Object.fromEntries(SITE_ENV_NAMES.map((name) => [name, process.env[name]]))),
    },
  },
  prefetch: false,
  experimental: {
    csp: { directives: [...cspDirectives], styleDirective: { hashes: sonnerStyleHashes() } },
  },
});
