/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config gives tests `astro:content` and the `@/` alias; run `astro sync` first so the
// content store in ./.astro is current (withastro/astro#12836).
export default getViteConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
  // Git worktrees share the main checkout's node_modules through a symlink, which resolves outside
  // this root; Vite's strict file-system check would refuse to load Astro's runtime from there.
  server: { fs: { strict: false } },
});
