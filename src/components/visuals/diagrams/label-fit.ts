/** The drawing's width on a 320 px screen: 288 px of page, less 12 px each side for nodes. */
export const NARROWEST = 264;

/** A generous estimate of a line of system UI text, in pixels (wide fonts such as DejaVu Sans included). */
export function textWidth(text: string, size: number, bold = false): number {
  return Math.ceil(text.length * size * (bold ? 0.64 : 0.58));
}

/** Where a `width` px label goes above a span `from`-`to`: start-anchored in the left half, end-anchored in the right, moved in by `dx` px if too long at 320 px. */
export function placeLabel(from: number, to: number, width: number, narrowest = NARROWEST): { at: number; anchor: 'start' | 'end'; dx: number } {
  if ((from + to) / 2 > 0.5) return { at: to, anchor: 'end', dx: Math.max(0, Math.ceil(Math.min(width, narrowest) - to * narrowest)) };
  return { at: from, anchor: 'start', dx: Math.min(0, Math.floor(narrowest - from * narrowest - Math.min(width, narrowest))) };
}

/** Screens from which a drawing is at least this wide (its frame takes about 90 px of the screen there). */
const WIDE_SCREENS = [
  ['sm', 640 - 90],
  ['md', 768 - 90],
  ['lg', 1024 - 90],
] as const;

/** The first breakpoint from which a `width` px label started at `from` fits the drawing, for a label `placeLabel` ends at its bar or moves. */
export function startsFrom(from: number, width: number): (typeof WIDE_SCREENS)[number][0] | undefined {
  return WIDE_SCREENS.find(([, drawing]) => drawing * (1 - from) >= width + 8)?.[0];
}
