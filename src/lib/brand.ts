import type { Accent } from './accents';

/** The 400 and 600 shades of each accent (the @theme indigo, Tailwind's palette for the products), for images drawn outside CSS. */
export const ACCENT_HEX: Record<Accent, { light: string; deep: string }> = {
  indigo: { light: '#a9a6f8', deep: '#4a44d6' },
  sky: { light: '#38bdf8', deep: '#0284c7' },
  violet: { light: '#a78bfa', deep: '#7c3aed' },
  emerald: { light: '#34d399', deep: '#059669' },
};

export const BRAND_HEX = { navy: '#060d24', spark: '#fbbf24', white: '#ffffff' } as const;

/** Each product's own colour, used on its own page and its footer promo only. */
export const SUB_BRAND_ACCENT = {
  marketplace: 'sky',
  plus: 'violet',
  edge: 'emerald',
} as const satisfies Record<string, Accent>;
