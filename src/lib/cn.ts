import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The @theme sizes in global.css must be known, or tailwind-merge reads text-h2 as a colour and drops it beside text-navy-900.
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ['xs', 'sm', 'base', 'lead', 'title', 'h2', 'h3', 'display'], radius: ['card', 'button', 'pill'], shadow: ['card', 'lift'] },
  },
});

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
