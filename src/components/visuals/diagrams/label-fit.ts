/**
 * Where a label goes in a drawing whose positions are shares of its width and whose text is in pixels
 * (see timeline-diagram.tsx). Text does not shrink with the drawing, so a label is placed to fit the
 * narrowest drawing the site shows: a 320 px phone, less the page's margins and the drawing's own.
 */

/** The drawing's width on a 320 px screen: 288 px of page, less 12 px each side for nodes and sparks. */
export const NARROWEST = 264;

/** A generous estimate of a line of system UI text, in pixels (wide fonts such as DejaVu Sans included). */
export function textWidth(text: string, size: number, bold = false): number {
  return Math.ceil(text.length * size * (bold ? 0.64 : 0.58));
}

export interface Placement {
  /** Share of the width (0-1) where the label is anchored. */
  at: number;
  anchor: 'start' | 'end';
}

/**
 * A label of `width` px beside a thing spanning `from`-`to` (shares of the width): starting where the
 * thing starts when it lies in the left half, ending where it ends in the right half, moved in just
 * enough to stay inside the narrowest drawing. `inset` is how far the label reaches past its anchor
 * (a start label begins a node's radius before the node's centre).
 */
export function placeLabel(from: number, to: number, width: number, inset = 0, narrowest = NARROWEST): Placement {
  if ((from + to) / 2 > 0.5) return { at: Math.max(to, Math.min(1, width / narrowest)), anchor: 'end' };
  return { at: Math.max(0, Math.min(from, 1 - (width - inset) / narrowest)), anchor: 'start' };
}
