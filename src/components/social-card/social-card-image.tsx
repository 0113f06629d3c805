/* eslint-disable no-restricted-syntax -- satori lays out inline `style` objects; this markup becomes a PNG and never reaches a page or its CSP. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderToStaticMarkup } from 'react-dom/server';
import satori, { type Font } from 'satori';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import sharp from 'sharp';
import type { Accent } from '@/lib/accents';
import { ACCENT_HEX, BRAND_HEX } from '@/lib/brand';
import { BRAND_FONT, brandFontFiles } from '@/lib/brand-font';
import { site } from '@/lib/site';
import { coverPlan } from '@/components/visuals/covers/cover-plan';
import { CARD_SIZE, CardBackdrop, MARK, MEASURE } from './social-card-backdrop';

/** A 1200 x 630 social card PNG made at build time: satori sets the brand face as paths, resvg paints the SVG, sharp writes the PNG. */

export { CARD_SIZE };

/** `accent`: a product's own colour on its own pages (sky, violet, emerald); indigo, the path's colour, everywhere else. An article's `impact` is drawn. */
export type CardPicture = { title: string; section: string; accent: Accent; impact?: string };

const require = createRequire(import.meta.url);

/** The brand face (docs/brand.md) as TrueType: the Latin face and the ₹ face as two families (satori falls back between families, not files of one). */
const FAMILY = { latin: BRAND_FONT.family, rupee: `${BRAND_FONT.family} Rupee` } as const;

async function loadFonts(): Promise<Font[]> {
  const { latin, rupee } = await brandFontFiles('truetype');
  return [
    { name: FAMILY.latin, data: latin, weight: BRAND_FONT.weight, style: 'normal' },
    { name: FAMILY.rupee, data: rupee, weight: BRAND_FONT.weight, style: 'normal' },
  ];
}

let ready: Promise<Font[]> | undefined;

function prepare(): Promise<Font[]> {
  ready ??= (async () => {
    await initWasm(readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return loadFonts();
  })();
  return ready;
}

/** The path's and the section's colour: indigo-300 on navy, as the site's pictures on navy draw the path, or a product's own. */
export function toneOf(accent: Accent): string {
  return accent === 'indigo' ? '#a9a6f8' : ACCENT_HEX[accent].light;
}

/** The host line's colour (slate-300), and an article's figure's (slate-100: told apart from the title's white). */
export const HOST_COLOUR = '#cbd5e1';
export const FIGURE_COLOUR = '#f1f5f9';
/** What an article's figure counts, under its drawing (slate-400). */
export const CAPTION_COLOUR = '#94a3b8';

/** The words that say what a figure counts: the rest of its impact line, or the whole line when the figure ends it. */
export const captionOf = ({ lead, tail }: { lead: string; tail: string }, impact: string) => (lead.trim() ? impact : tail.replace(/^[\s,]+/, ''));

/** The text column's width: clear of the field on the right. */
const TEXT_WIDTH = 680;

/** The title's size by its length: three lines at most up to 64 characters, four up to the longest allowed (80). */
export function titleSize(title: string): number {
  const byLongest = { 24: 80, 36: 72, 48: 64, 64: 58, 84: 50 };
  return Object.entries(byLongest).find(([longest]) => title.length <= Number(longest))?.[1] ?? 44;
}

/** A title's letter spacing, in em. */
const TRACKING = -0.02;
/** The brand face's space, in em. */
const SPACE = 0.2;

/**
 * The words a title wraps between, in order: a line breaks only at a space, so never inside a hyphenated word or range
 * ("Billable-Ready", "10-50"), and never before a dash (it holds to the word before it with a no-break space). The brand
 * face has no word joiner, so each word is a box of its own.
 */
export function cardWords(text: string): string[] {
  return text
    .trim()
    .replace(/ (?=[–—])/g, '\u00a0')
    .split(/ +/);
}

/** About how wide `text` sets in the brand face, in em: close enough to balance lines; satori wraps by the true widths. */
export function estimatedWidth(text: string): number {
  const advance = (ch: string) =>
    /[iljtfrI.,:;'’!| \u00a0]/.test(ch) ? 0.28 : /[mwMW]/.test(ch) ? 0.88 : /[A-Z₹]/.test(ch) ? 0.64 : /\d/.test(ch) ? 0.57 : 0.53;
  return [...text].reduce((width, ch) => width + advance(ch) + TRACKING, 0);
}

/** How many lines `words` take at `width` em, filled greedily by their estimated widths. */
function lineCount(words: string[], width: number): number {
  let [lines, used] = [1, -SPACE];
  for (const word of words) {
    const w = estimatedWidth(word);
    if (used + SPACE + w > width && used > 0) [lines, used] = [lines + 1, w];
    else used += SPACE + w;
  }
  return lines;
}

/** The narrowest measure (px) that keeps the title to as few lines as the full column: lines of even length, as the site's headings balance. */
export function balancedWidth(title: string, size: number, column = TEXT_WIDTH): number {
  const words = cardWords(title);
  const lines = lineCount(words, column / size);
  let [low, high] = [0, column / size];
  while (high - low > 0.05) {
    const mid = (low + high) / 2;
    if (lineCount(words, mid) > lines) low = mid;
    else high = mid;
  }
  return Math.min(column, Math.ceil(high * size * 1.06));
}

function Text({ title, section, accent, impact }: CardPicture) {
  const size = titleSize(title);
  const plan = impact ? coverPlan(impact) : undefined;
  return (
    <div
      style={{
        ...CARD_SIZE,
        boxSizing: 'border-box',
        padding: `${MARK.y + MARK.height}px 0 60px 80px`,
        display: 'flex',
        flexDirection: 'column',
        fontFamily: `'${FAMILY.latin}', '${FAMILY.rupee}'`,
        fontWeight: BRAND_FONT.weight,
        color: BRAND_HEX.white,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
        <div
          style={{
            width: TEXT_WIDTH,
            fontSize: 24,
            lineHeight: 1.25,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            color: toneOf(accent),
            marginBottom: 24,
          }}
        >
          {section.replace(/ (?=[–—])/g, '\u00a0')}
        </div>
        <div
          style={{
            width: balancedWidth(title, size),
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: `${SPACE + TRACKING}em`,
            fontSize: size,
            lineHeight: 1.06,
            letterSpacing: `${TRACKING}em`,
          }}
        >
          {cardWords(title).map((word, i) => (
            <span key={i}>{word}</span>
          ))}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 24, color: HOST_COLOUR }}>{new URL(site.url).host}</div>
      {plan ? (
        <div
          style={{
            position: 'absolute',
            left: MEASURE.x,
            bottom: CARD_SIZE.height - MEASURE.y + 4,
            fontSize: 60,
            lineHeight: 1,
            color: FIGURE_COLOUR,
          }}
        >
          {plan.figure}
        </div>
      ) : null}
      {plan ? (
        <div
          style={{
            position: 'absolute',
            left: MEASURE.x,
            top: MEASURE.y + MEASURE.frame.h,
            width: MEASURE.frame.w,
            fontSize: 24,
            lineHeight: 1.25,
            color: CAPTION_COLOUR,
          }}
        >
          {captionOf(plan, impact!)}
        </div>
      ) : null}
    </div>
  );
}

/** The card as SVG: the ground as plain SVG under satori's text layer (inside satori it would be an image, three times the paint). */
export async function socialCardSvg(card: CardPicture): Promise<string> {
  const fonts = await prepare();
  const text = await satori(<Text {...card} />, { ...CARD_SIZE, fonts });
  const layer = text.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const { width, height } = CARD_SIZE;
  const backdrop = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <CardBackdrop path={toneOf(card.accent)} plan={card.impact ? coverPlan(card.impact) : undefined} />
    </svg>,
  );
  return backdrop.replace(/<\/svg>$/, `${layer}</svg>`);
}

/** The card as a PNG: RGB (the navy covers it), zlib's highest level, no row filters. */
export async function socialCardPng(card: CardPicture): Promise<Uint8Array<ArrayBuffer>> {
  const resvg = new Resvg(await socialCardSvg(card), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    const raw = { width: image.width, height: image.height, channels: 4 } as const;
    const pixels = image.pixels;
    image.free();
    const png = await sharp(pixels, { raw }).removeAlpha().png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer();
    return new Uint8Array(png);
  } finally {
    resvg.free();
  }
}
