import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The font-size tokens of styles/global.css; without them tailwind-merge reads `text-h2` as a colour and
// drops it when a `text-navy-900` follows.
const twMerge = extendTailwindMerge({ extend: { theme: { text: ['display', 'h2', 'h3', 'lead'] } } });

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
