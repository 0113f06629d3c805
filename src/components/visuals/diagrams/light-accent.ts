import type { Accent } from '@/lib/accents';

/** Diagram classes on light bands: the 600 shade keeps 3:1 on white; `soft` for a range's uncertain part. Whole strings, so Tailwind finds every one. */
export const LIGHT_ACCENT: Record<Accent, Record<'fill' | 'soft' | 'stroke', string>> = {
  indigo: { fill: 'fill-indigo-600', soft: 'fill-indigo-600/30', stroke: 'stroke-indigo-600' },
  sky: { fill: 'fill-sky-600', soft: 'fill-sky-600/30', stroke: 'stroke-sky-600' },
  violet: { fill: 'fill-violet-600', soft: 'fill-violet-600/30', stroke: 'stroke-violet-600' },
  emerald: { fill: 'fill-emerald-600', soft: 'fill-emerald-600/30', stroke: 'stroke-emerald-600' },
};

/** A share of the drawing's width as an SVG length: `pct(4, 16)` is "25%". */
export const pct = (value: number, total: number) => `${((100 * value) / total).toFixed(2).replace(/\.?0+$/, '')}%`;
