import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first contentful paint, once on screen; a string is a media query that must match too (src/lib/client-directives/after-paint.ts). */
    'client:afterpaint'?: boolean | string;
  }
}
