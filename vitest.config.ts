/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config gives tests `astro:content` and the `@/` alias; run `astro sync` first so the
// content store in ./.astro is current (withastro/astro#12836).
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'server/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
  // A checkout whose node_modules is a symlink (e.g. a git worktree) resolves Astro outside this root;
  // Vite's strict file-system check would refuse to load it from there.
  server: { fs: { strict: false } },
});
