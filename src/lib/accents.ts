/** The brand's path colour and one colour per product (docs/brand.md): indigo, and Marketplace sky, Plus violet, Edge emerald. */
export const ACCENTS = ['indigo', 'sky', 'violet', 'emerald'] as const;

export type Accent = (typeof ACCENTS)[number];
