import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/**
 * The brand face: Familjen Grotesk (SIL OFL, from @fontsource-variable) at its one heavy weight, for
 * headings and figures. Build-time only: each page carries it inline in its one stylesheet, subset
 * to what the site draws (about 8 KB), because a preloaded file measured +110 ms of LCP on a slow
 * phone and an inline face inside the page's second round trip costs about 15 ms (docs/brand.md).
 */
export const BRAND_FONT = { family: 'Familjen Grotesk', weight: 700 } as const;

/** Printable ASCII, the no-break space and the typography the copy uses (dashes, quotes, ·, ×, €, £, é). */
export const BRAND_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0\u00a9\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2212\u00e9\u00c9\u20ac\u00a3';

/** ₹ lives in the Latin Extended file: its own face, chosen by unicode-range. */
export const RUPEE = '\u20b9';

/**
 * The fallback a visitor sees if the face were late: the platform's bold sans, scaled to the brand
 * face's width and line box (measured against Liberation Sans Bold, which has Arial Bold's metrics),
 * so the swap moves nothing.
 */
export const FALLBACK_METRICS = { sizeAdjust: '92.09%', ascentOverride: '111.31%', descentOverride: '24.43%', lineGapOverride: '0%' };

const require = createRequire(import.meta.url);
const source = (subset: 'latin' | 'latin-ext') =>
  readFile(require.resolve(`@fontsource-variable/familjen-grotesk/files/familjen-grotesk-${subset}-wght-normal.woff2`));

/** The two faces (Latin, then ₹), pinned at the brand weight: woff2 for pages, TrueType for the social cards' renderer. */
export async function brandFontFiles(format: 'woff2' | 'truetype'): Promise<{ latin: Buffer; rupee: Buffer }> {
  const options = { targetFormat: format, variationAxes: { wght: BRAND_FONT.weight } } as const;
  const [latin, rupee] = await Promise.all([
    source('latin').then((file) => subsetFont(file, BRAND_CHARACTERS, options)),
    source('latin-ext').then((file) => subsetFont(file, RUPEE, options)),
  ]);
  return { latin, rupee };
}

/**
 * The @font-face rules: the face inline (no request), ₹ beside it, and the metric-matched fallback.
 *
 * `font-display: block`, not `swap`: the face arrives inside the stylesheet that already holds the first paint back,
 * so the block lasts only as long as the browser takes to decode 8 KB, and a heading is drawn once, in its face. With
 * `swap` the first frame drew the fallback and the next the face, and a headline that wraps one word differently
 * in the two grew by a line and moved everything under it (`npm run bench`, December 2026: CLS 0.040 on
 * /campus-hiring, 0.024 on /enterprise-strategy, 0.023 on an article, 0.001-0.002 on most routes). The fallback
 * stays, for a browser that refuses the inline face.
 */
export async function brandFontCss(): Promise<string> {
  const { latin, rupee } = await brandFontFiles('woff2');
  const face = (data: Buffer, range = '') =>
    `@font-face{font-family:'${BRAND_FONT.family}';font-style:normal;font-weight:${BRAND_FONT.weight};font-display:block;` +
    `src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2')${range}}`;
  const local = ['Arial Bold', 'Arial-BoldMT', 'Helvetica Neue Bold', 'HelveticaNeue-Bold', 'Roboto Bold', 'Roboto-Bold', 'Liberation Sans Bold']
    .map((name) => `local('${name}')`)
    .join(',');
  const m = FALLBACK_METRICS;
  const fallback =
    `@font-face{font-family:'${BRAND_FONT.family} Fallback';font-style:normal;font-weight:${BRAND_FONT.weight};src:${local};` +
    `size-adjust:${m.sizeAdjust};ascent-override:${m.ascentOverride};descent-override:${m.descentOverride};line-gap-override:${m.lineGapOverride}}`;
  return [face(latin), face(rupee, ';unicode-range:U+20B9'), fallback].join('\n');
}
