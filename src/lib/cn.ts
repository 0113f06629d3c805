import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge must know the custom tokens in styles/global.css: otherwise it reads `text-h2` as a
// colour and drops it when a text colour follows (SectionHeading lost its size that way).
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ['display', 'h2', 'h3', 'lead'], radius: ['card', 'pill'], shadow: ['card', 'lift'] } },
});

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
