import type { Accent } from '@/lib/accents';

/**
 * The colour treatment of a marketplace tool's `gradient` (src/content/tools.yaml), for every accent.
 * Full class strings, so Tailwind finds them; white text and icons on these stops stay above 4.5:1.
 */
export const TOOL_GRADIENTS: Record<Accent, string> = {
  indigo: 'bg-linear-to-br from-indigo-700 to-violet-800',
  emerald: 'bg-linear-to-br from-emerald-700 to-teal-800',
  amber: 'bg-linear-to-br from-amber-700 to-orange-800',
  sky: 'bg-linear-to-br from-sky-700 to-indigo-800',
  rose: 'bg-linear-to-br from-rose-700 to-fuchsia-800',
  violet: 'bg-linear-to-br from-violet-700 to-purple-900',
  teal: 'bg-linear-to-br from-teal-700 to-cyan-800',
  orange: 'bg-linear-to-br from-orange-700 to-red-800',
};
