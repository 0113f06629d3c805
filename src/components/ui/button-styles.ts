import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One button system (docs/brand.md): a primary for the page's main step, a secondary beside it, one
 * size. Each reads its ground: on light, indigo and ink; inside `.on-dark`, white and white.
 */
export type ButtonVariant = 'primary' | 'secondary';
export type ButtonProps = { variant?: ButtonVariant; className?: string; children: ReactNode };

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 in-[.on-dark]:bg-white in-[.on-dark]:text-navy-950 in-[.on-dark]:hover:bg-indigo-100',
  secondary:
    'text-navy-900 ring-1 ring-navy-900/30 ring-inset hover:bg-navy-900/5 in-[.on-dark]:text-white in-[.on-dark]:ring-white/40 in-[.on-dark]:hover:bg-white/10',
};

/** Classes for anything that looks like a button; tailwind-merge lets a caller's class win (`hidden` over `inline-flex`). */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string) {
  return cn(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-button px-5 text-center text-base font-semibold transition-colors duration-200',
    'no-underline select-none',
    variants[variant],
    className,
  );
}
