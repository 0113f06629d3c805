/**
 * The accent colours content may name: an industry's `colour`, a marketplace tool's `gradient`.
 * Components map each name to full Tailwind class strings (so Tailwind finds them).
 */
export const ACCENTS = ['indigo', 'emerald', 'sky', 'amber', 'rose', 'violet', 'teal', 'orange'] as const;

export type Accent = (typeof ACCENTS)[number];
