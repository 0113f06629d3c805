/** A photo as a `<picture>`: AVIF and WebP at several widths, a JPEG for old browsers, its size to reserve. */
export type Picture = { sources: { type: string; srcset: string }[]; sizes: string; src: string; width: number; height: number };
