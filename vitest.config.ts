/// <reference types="vitest/config" />
import { realpathSync } from 'node:fs';
import { getViteConfig } from 'astro/config';

// Astro's Vite config gives tests `astro:content`; run `astro sync` first so the data store is current.
export default getViteConfig({
  // Worktrees share the main checkout's node_modules through a symlink: let Vite read it.
  server: { fs: { allow: ['.', realpathSync('node_modules')] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
