/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config gives tests `astro:content` (run `astro sync` first) and the `@/` alias.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'server/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
});
