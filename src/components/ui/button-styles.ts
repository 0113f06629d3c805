import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One primary (amber) button per section; the rest an outline in the surface's colour. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline-light';
export type ButtonSize = 'md' | 'lg';
export type ButtonProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-400 text-navy-950 hover:bg-accent-300 shadow-card',
  secondary: 'border-2 border-indigo-600 text-indigo-700 hover:bg-indigo-50',
  'outline-light': 'border-2 border-white/50 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-4 text-[0.9375rem] sm:px-6 sm:text-base',
};

/** Classes for anything that looks like a button; tailwind-merge lets a caller's class win (`hidden` over `inline-flex`). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-pill text-center font-semibold transition-colors duration-200',
    'no-underline select-none',
    variants[variant],
    sizes[size],
    className,
  );
}
