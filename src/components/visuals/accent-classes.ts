import { ACCENTS, type Accent } from '@/lib/accents';

/** Whole class strings, so Tailwind finds every one. On the dark hero: light shades for fills, strokes, gradient stops and text. */
const ON_DARK: Record<Accent, Record<'fill' | 'stroke' | 'stop' | 'text', string>> = {
  indigo: { fill: 'fill-indigo-400', stroke: 'stroke-indigo-400', stop: '[stop-color:var(--color-indigo-400)]', text: 'text-indigo-300' },
  emerald: { fill: 'fill-emerald-400', stroke: 'stroke-emerald-400', stop: '[stop-color:var(--color-emerald-400)]', text: 'text-emerald-300' },
  sky: { fill: 'fill-sky-400', stroke: 'stroke-sky-400', stop: '[stop-color:var(--color-sky-400)]', text: 'text-sky-300' },
  amber: { fill: 'fill-amber-400', stroke: 'stroke-amber-400', stop: '[stop-color:var(--color-amber-400)]', text: 'text-amber-300' },
  rose: { fill: 'fill-rose-400', stroke: 'stroke-rose-400', stop: '[stop-color:var(--color-rose-400)]', text: 'text-rose-300' },
  violet: { fill: 'fill-violet-400', stroke: 'stroke-violet-400', stop: '[stop-color:var(--color-violet-400)]', text: 'text-violet-300' },
  teal: { fill: 'fill-teal-400', stroke: 'stroke-teal-400', stop: '[stop-color:var(--color-teal-400)]', text: 'text-teal-300' },
  orange: { fill: 'fill-orange-400', stroke: 'stroke-orange-400', stop: '[stop-color:var(--color-orange-400)]', text: 'text-orange-300' },
};

/** A sub-brand card's thin top `edge`; on white, a solid `bar` and a `badge` chip (text at AA contrast on its tint). */
const TRIM: Record<Accent, Record<'edge' | 'bar' | 'badge', string>> = {
  indigo: { edge: 'border-t-indigo-400', bar: 'bg-indigo-600', badge: 'bg-indigo-50 text-indigo-700' },
  emerald: { edge: 'border-t-emerald-400', bar: 'bg-emerald-600', badge: 'bg-emerald-50 text-emerald-800' },
  sky: { edge: 'border-t-sky-400', bar: 'bg-sky-600', badge: 'bg-sky-50 text-sky-800' },
  amber: { edge: 'border-t-amber-400', bar: 'bg-amber-500', badge: 'bg-amber-50 text-amber-800' },
  rose: { edge: 'border-t-rose-400', bar: 'bg-rose-600', badge: 'bg-rose-50 text-rose-800' },
  violet: { edge: 'border-t-violet-400', bar: 'bg-violet-600', badge: 'bg-violet-50 text-violet-800' },
  teal: { edge: 'border-t-teal-400', bar: 'bg-teal-600', badge: 'bg-teal-50 text-teal-800' },
  orange: { edge: 'border-t-orange-400', bar: 'bg-orange-500', badge: 'bg-orange-50 text-orange-800' },
};

/** Both sets of an accent's classes in one. */
export const ACCENT_CLASSES = Object.fromEntries(ACCENTS.map((name) => [name, { ...ON_DARK[name], ...TRIM[name] }])) as Record<Accent, Classes>;
type Classes = (typeof ON_DARK)[Accent] & (typeof TRIM)[Accent];
