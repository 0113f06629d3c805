import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once on screen, after the first contentful paint (src/lib/client-directives/after-paint.ts). */
    'client:afterpaint'?: boolean;
  }
}
