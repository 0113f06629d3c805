/* eslint-disable no-restricted-syntax -- satori lays out inline `style` objects; this markup becomes a PNG and never reaches a page or its CSP. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderToStaticMarkup } from 'react-dom/server';
import satori, { type Font } from 'satori';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import sharp from 'sharp';
import logoSvg from '../../../public/favicon.svg?raw';
import type { Accent } from '@/lib/accents';
import { ACCENT_HEX, BRAND_HEX } from '@/lib/brand';
import { site } from '@/lib/site';
import { CARD_SIZE, CardBackdrop } from './social-card-backdrop';

/** A 1200 x 630 social card PNG made at build time: satori sets Inter (from node_modules) as paths, resvg paints the SVG, sharp writes the PNG. */

export { CARD_SIZE };

export type CardPicture = { title: string; section: string; accent: Accent };

const require = createRequire(import.meta.url);

/** Inter's Latin and Latin Extended .woff files as two families: satori falls back between families, not files of one. */
const FAMILY = { latin: 'Inter', 'latin-ext': 'Inter Latin Extended' } as const;
const WEIGHTS = [500, 700, 800] as const;

async function loadFonts(): Promise<Font[]> {
  const files = (Object.keys(FAMILY) as (keyof typeof FAMILY)[]).flatMap((subset) => WEIGHTS.map((weight) => ({ subset, weight })));
  return Promise.all(
    files.map(async ({ subset, weight }) => ({
      name: FAMILY[subset],
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
}

let ready: Promise<Font[]> | undefined;

function prepare(): Promise<Font[]> {
  ready ??= (async () => {
    await initWasm(readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return loadFonts();
  })();
  return ready;
}

/** The text column's width: clear of the rising path's first node. */
const TEXT_WIDTH = 700;

/** The title's size by its length: three lines at most up to 64 characters, four up to the longest allowed (80). */
export function titleSize(title: string): number {
  const byLongest = { 24: 80, 36: 72, 48: 64, 64: 58, 84: 50 };
  return Object.entries(byLongest).find(([longest]) => title.length <= Number(longest))?.[1] ?? 44;
}

/** Lines break as the site's headings do: never inside a hyphenated word or range ("10-50"), never before a dash. */
export function setForCard(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, '-\u2060').replace(/ (?=[–—])/g, '\u00a0');
}

function Text({ title, section, accent }: CardPicture) {
  const hex = ACCENT_HEX[accent];
  return (
    <div
      style={{
        ...CARD_SIZE,
        boxSizing: 'border-box',
        padding: '64px 0 60px 80px',
        display: 'flex',
        flexDirection: 'column',
        fontFamily: `${FAMILY.latin}, ${FAMILY['latin-ext']}`,
        color: BRAND_HEX.white,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <img src={`data:image/svg+xml,${encodeURIComponent(logoSvg.trim())}`} width={60} height={60} alt="" />
        <span style={{ fontSize: 42, fontWeight: 800, letterSpacing: '-0.02em' }}>{site.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
        <div style={{ width: TEXT_WIDTH, display: 'flex', alignItems: 'center', gap: 14, marginBottom: 22 }}>
          <div style={{ width: 36, height: 4, borderRadius: 2, backgroundColor: hex.light }} />
          <span
            style={{
              flexShrink: 1,
              fontSize: 24,
              fontWeight: 700,
              lineHeight: 1.25,
              letterSpacing: '0.1em',
              textTransform: 'uppercase',
              color: hex.light,
            }}
          >
            {setForCard(section)}
          </span>
        </div>
        <div
          style={{ width: TEXT_WIDTH, fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.08, letterSpacing: '-0.025em', textWrap: 'balance' }}
        >
          {setForCard(title)}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 24, fontWeight: 500, color: '#cbd5e1' }}>{new URL(site.url).host}</div>
    </div>
  );
}

/** The card as SVG: the backdrop as plain SVG under satori's text layer (inside satori it would be an image, three times the paint). */
export async function socialCardSvg(card: CardPicture): Promise<string> {
  const fonts = await prepare();
  const text = await satori(<Text {...card} />, { ...CARD_SIZE, fonts });
  const layer = text.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const { width, height } = CARD_SIZE;
  const backdrop = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <CardBackdrop accent={card.accent} />
    </svg>,
  );
  return backdrop.replace(/<\/svg>$/, `${layer}</svg>`);
}

/** The card as a PNG: RGB (the navy covers it), zlib's highest level, no row filters (larger on these gradients). */
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
