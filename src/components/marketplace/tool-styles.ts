/**
 * Colour treatments a marketplace tool may name in `gradient` (src/content/tools.yaml). Full class
 * strings, so Tailwind finds them; white text and icons on these stops stay above 4.5:1 contrast.
 */
export const TOOL_GRADIENTS = {
  indigo: 'bg-linear-to-br from-indigo-700 to-violet-800',
  emerald: 'bg-linear-to-br from-emerald-700 to-teal-800',
  amber: 'bg-linear-to-br from-amber-700 to-orange-800',
  sky: 'bg-linear-to-br from-sky-700 to-indigo-800',
  rose: 'bg-linear-to-br from-rose-700 to-fuchsia-800',
  violet: 'bg-linear-to-br from-violet-700 to-purple-900',
} as const;

export type ToolGradient = keyof typeof TOOL_GRADIENTS;
export const TOOL_GRADIENT_NAMES = Object.keys(TOOL_GRADIENTS) as [ToolGradient, ...ToolGradient[]];
