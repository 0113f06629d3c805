import type { Accent } from './accents';

/** The 400 and 600 shades of each accent (Tailwind's palette), for images drawn outside CSS. */
export const ACCENT_HEX: Record<Accent, { light: string; deep: string }> = {
  indigo: { light: '#818cf8', deep: '#4f46e5' },
  emerald: { light: '#34d399', deep: '#059669' },
  sky: { light: '#38bdf8', deep: '#0284c7' },
  amber: { light: '#fbbf24', deep: '#d97706' },
  rose: { light: '#fb7185', deep: '#e11d48' },
  violet: { light: '#a78bfa', deep: '#7c3aed' },
  teal: { light: '#2dd4bf', deep: '#0d9488' },
  orange: { light: '#fb923c', deep: '#ea580c' },
};

export const BRAND_HEX = { navy: '#060d24', navyLight: '#0b1738', indigo: '#4a44d6', spark: '#fbbf24', white: '#ffffff' } as const;

export const SUB_BRAND_ACCENT = {
  marketplace: 'sky',
  plus: 'violet',
  edge: 'emerald',
} as const satisfies Record<string, Accent>;

export const FAMILY_ACCENT = {
  home: 'indigo',
  service: 'indigo',
  industry: 'indigo', // each industry page wears its own `colour` instead
  plus: SUB_BRAND_ACCENT.plus,
  edge: SUB_BRAND_ACCENT.edge,
  marketplace: SUB_BRAND_ACCENT.marketplace,
  careers: 'amber',
  contact: 'teal',
  about: 'indigo',
  caseStudies: 'rose',
  insights: 'orange',
  legal: 'indigo',
} as const satisfies Record<string, Accent>;
