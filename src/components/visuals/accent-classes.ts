import { ACCENTS, type Accent } from '@/lib/accents';

/** Whole class strings, so Tailwind finds every one. On the navy ground: light shades for strokes and text; `rule` a product's border. */
const CLASSES: Record<Accent, Record<'fill' | 'stroke' | 'text' | 'rule', string>> = {
  indigo: { fill: 'fill-indigo-300', stroke: 'stroke-indigo-300', text: 'text-indigo-300', rule: 'border-indigo-300' },
  sky: { fill: 'fill-sky-400', stroke: 'stroke-sky-400', text: 'text-sky-300', rule: 'border-sky-400' },
  violet: { fill: 'fill-violet-400', stroke: 'stroke-violet-400', text: 'text-violet-300', rule: 'border-violet-400' },
  emerald: { fill: 'fill-emerald-400', stroke: 'stroke-emerald-400', text: 'text-emerald-300', rule: 'border-emerald-400' },
};

export const ACCENT_CLASSES = Object.fromEntries(ACCENTS.map((name) => [name, CLASSES[name]])) as typeof CLASSES;
