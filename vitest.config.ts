/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config gives the tests `astro:content` and the `@/` alias (run `astro sync` first).
export default getViteConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
