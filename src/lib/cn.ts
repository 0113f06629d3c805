import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The type scale from @theme in global.css. Without it tailwind-merge reads `text-h2` as a colour and
// drops it whenever a colour class such as `text-navy-900` follows.
const twMerge = extendTailwindMerge({ extend: { theme: { text: ['display', 'h2', 'h3', 'lead'] } } });

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
