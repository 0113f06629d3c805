import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/**
 * The brand face: Familjen Grotesk (SIL OFL, from @fontsource-variable) at its one heavy weight, for
 * headings and figures. Build-time only: each page carries it inline in its one stylesheet, subset
 * to what the site draws (about 7 KB), because a preloaded file measured +110 ms of LCP on a slow
 * phone and an inline face inside the page's second round trip costs about 15 ms (docs/brand.md).
 */
export const BRAND_FONT = { family: 'Familjen Grotesk', weight: 700 } as const;

/**
 * The first line of every page's body: it asks for the face as soon as its stylesheet is read. Left to the first
 * layout, the inline face was decoded just after it on the benchmark's phone, so the first frame was drawn in the
 * fallback and a title that wraps otherwise there moved when the face came (CLS 0.02-0.06 on two industry pages).
 * Without JavaScript the face starts with the first layout, as before.
 */
export const BRAND_FONT_EARLY_LOAD = `document.fonts.load("${BRAND_FONT.weight} 1em '${BRAND_FONT.family}'")`;

/** Printable ASCII, the no-break space and the typography the copy uses (dashes, quotes, ·, ×, €, £, é). */
export const BRAND_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0\u00a9\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2212\u00e9\u00c9\u20ac\u00a3';

/** ₹ lives in the Latin Extended file: its own face, chosen by unicode-range. */
export const RUPEE = '\u20b9';

/**
 * The fallbacks the first layout may use while the face is decoded: the platform's bold sans, scaled to the brand
 * face's width and line box so a heading wraps where the face will wrap it. One per kind of platform, because their
 * widths differ by 7%: Arial Bold (Windows, macOS; Liberation Sans Bold has its metrics) and Roboto Bold (Android,
 * most Linux). Measured on the site's page-top titles with fontkitten (December 2026): with Roboto scaled as Arial,
 * a Roboto phone drew titles 7% narrower, one line shorter, and the face's arrival pushed the page down.
 */
export const FALLBACK_FACES = [
  {
    family: 'Familjen Grotesk Fallback',
    local: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Neue Bold', 'HelveticaNeue-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    metrics: { sizeAdjust: '93.88%', ascentOverride: '109.18%', descentOverride: '23.97%', lineGapOverride: '0%' },
  },
  {
    family: 'Familjen Grotesk Fallback Roboto',
    local: ['Roboto Bold', 'Roboto-Bold'],
    metrics: { sizeAdjust: '99.27%', ascentOverride: '103.26%', descentOverride: '22.67%', lineGapOverride: '0%' },
  },
] as const;

/**
 * The OpenType features the face keeps: kerning, ligatures and contextual forms, accents, and the tabular and
 * proportional figures the site sets (`tabular-nums`). Its fraction and numerator forms, which no page uses, were
 * 870 bytes of every page (brotli).
 */
export const BRAND_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'mark', 'mkmk', 'tnum', 'pnum'];

const require = createRequire(import.meta.url);
const source = (subset: 'latin' | 'latin-ext') =>
  readFile(require.resolve(`@fontsource-variable/familjen-grotesk/files/familjen-grotesk-${subset}-wght-normal.woff2`));

/** The two faces (Latin, then ₹), pinned at the brand weight: woff2 for pages, TrueType for the social cards' renderer. */
export async function brandFontFiles(format: 'woff2' | 'truetype'): Promise<{ latin: Buffer; rupee: Buffer }> {
  const options = { targetFormat: format, variationAxes: { wght: BRAND_FONT.weight }, keepFeatures: BRAND_FEATURES } as const;
  const [latin, rupee] = await Promise.all([
    source('latin').then((file) => subsetFont(file, BRAND_CHARACTERS, options)),
    source('latin-ext').then((file) => subsetFont(file, RUPEE, options)),
  ]);
  return { latin, rupee };
}

/**
 * The @font-face rules: the face inline (no request), ₹ beside it, and the metric-matched fallbacks.
 *
 * `font-display: swap`: an inline face is usually decoded before the first layout, but not always (the benchmark's
 * slow phone laid some pages out first). Then the fallback draws the first frame, and nothing moves when the face
 * arrives only if the fallback wraps a title as the face does (FALLBACK_FACES). `block` hid the text and still
 * re-laid it out; `optional` never showed the face at all (Chromium kept the fallback for the page's life).
 */
export async function brandFontCss(): Promise<string> {
  const { latin, rupee } = await brandFontFiles('woff2');
  const face = (data: Buffer, range = '') =>
    `@font-face{font-family:'${BRAND_FONT.family}';font-style:normal;font-weight:${BRAND_FONT.weight};font-display:swap;` +
    `src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2')${range}}`;
  const fallbacks = FALLBACK_FACES.map(
    ({ family, local, metrics: m }) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${BRAND_FONT.weight};src:${local.map((name) => `local('${name}')`).join(',')};` +
      `size-adjust:${m.sizeAdjust};ascent-override:${m.ascentOverride};descent-override:${m.descentOverride};line-gap-override:${m.lineGapOverride}}`,
  );
  return [face(latin), face(rupee, ';unicode-range:U+20B9'), ...fallbacks].join('\n');
}
