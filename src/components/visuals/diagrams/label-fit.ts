/**
 * Where a label goes in a drawing whose positions are shares of its width and whose text is in pixels
 * (see timeline-diagram.tsx). Text does not shrink with the drawing, so a label is placed to fit the
 * narrowest drawing the site shows, a 320 px phone, and anchored to its own bar so that it stays there
 * at every wider width too.
 */

/** The drawing's width on a 320 px screen: 288 px of page, less 12 px each side for nodes. */
export const NARROWEST = 264;

/** A generous estimate of a line of system UI text, in pixels (wide fonts such as DejaVu Sans included). */
export function textWidth(text: string, size: number, bold = false): number {
  return Math.ceil(text.length * size * (bold ? 0.64 : 0.58));
}

export interface Placement {
  /** Share of the width (0-1) where the label is anchored. */
  at: number;
  anchor: 'start' | 'end';
  /** Pixels the label is moved from its anchor to fit the narrowest drawing (0 when it fits). */
  dx: number;
}

/**
 * A label of `width` px above a thing spanning `from`-`to` (shares of the width): starting where the
 * thing starts when it lies in the left half, ending where it ends in the right half. A label too long
 * for that on the narrowest drawing is moved in by the pixels it lacks there, so it stays inside at
 * every width and is never further than those pixels from its anchor (a share would grow with the width).
 */
export function placeLabel(from: number, to: number, width: number, narrowest = NARROWEST): Placement {
  if ((from + to) / 2 > 0.5) return { at: to, anchor: 'end', dx: Math.max(0, Math.ceil(Math.min(width, narrowest) - to * narrowest)) };
  return { at: from, anchor: 'start', dx: Math.min(0, Math.floor(narrowest - from * narrowest - Math.min(width, narrowest))) };
}
