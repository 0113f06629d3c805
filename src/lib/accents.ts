/** The accent colours content may name: an industry's `colour`, a marketplace tool's `gradient`. */
export const ACCENTS = ['indigo', 'emerald', 'sky', 'amber', 'rose', 'violet', 'teal', 'orange'] as const;

export type Accent = (typeof ACCENTS)[number];
