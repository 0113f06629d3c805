/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config gives the tests `astro:content` and the `@/` alias (run `astro sync` first).
// preserveSymlinks: in git worktrees node_modules is a symlink to the main checkout, and Vite refuses
// to load the resolved files outside the worktree; with a plain node_modules it changes nothing.
export default getViteConfig({
  resolve: { preserveSymlinks: true },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
