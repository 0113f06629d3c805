/** harfbuzz's subsetter (subset-font ships no types): the glyphs of `text`, in `targetFormat`, axes pinned or narrowed. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, number | { min: number; max: number }> },
  ): Promise<Buffer>;
}

/** The brand face's @font-face rules, made at build by the plugin in astro.config.mjs (src/lib/brand-font.ts). */
declare module 'virtual:brand-font.css';
