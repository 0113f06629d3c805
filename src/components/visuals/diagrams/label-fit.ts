/** The drawing's width on a 320 px screen: 288 px of page, less 12 px each side for nodes. */
export const NARROWEST = 264;

/** A generous estimate of a line of system UI text, in pixels (wide fonts such as DejaVu Sans included). */
export function textWidth(text: string, size: number, bold = false): number {
  return Math.ceil(text.length * size * (bold ? 0.64 : 0.58));
}

/**
 * Where a label of `width` px goes above a thing spanning `from`-`to` (shares of the drawing's width):
 * anchored at its start in the left half, at its end in the right half. Text does not shrink with the
 * drawing, so a label too long for the narrowest one is moved in by the pixels it lacks there (`dx`),
 * which keeps it inside at every width (a share would grow with the width).
 */
export function placeLabel(from: number, to: number, width: number, narrowest = NARROWEST): { at: number; anchor: 'start' | 'end'; dx: number } {
  if ((from + to) / 2 > 0.5) return { at: to, anchor: 'end', dx: Math.max(0, Math.ceil(Math.min(width, narrowest) - to * narrowest)) };
  return { at: from, anchor: 'start', dx: Math.min(0, Math.floor(narrowest - from * narrowest - Math.min(width, narrowest))) };
}
