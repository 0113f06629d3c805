import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The @theme font sizes in global.css (text-display, text-h2 …) must be known as sizes, or tailwind-merge
// reads them as colours and drops them beside a text colour such as text-navy-900.
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ['display', 'h2', 'h3', 'lead'], radius: ['card', 'pill'], shadow: ['card', 'lift'] } },
});

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
