/** A social card's size in pixels (the Open Graph picture size). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
