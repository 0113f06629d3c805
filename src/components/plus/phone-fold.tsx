import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Secondary detail that folds away on phones and is simply shown from `sm` up: a native <details>
 * (it opens without JavaScript) whose summary shows only below `sm`; from there its content is made
 * visible and the summary is hidden. `label` names the fold; `context` (hidden from sight) tells
 * screen readers which card it belongs to.
 */
export function PhoneFold({ label, context, className, children }: { label: string; context?: string; className?: string; children: ReactNode }) {
  return (
    <details className={cn('group sm:[&::details-content]:[content-visibility:visible]', className)}>
      <summary className="flex min-h-11 w-fit cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-navy-900 sm:hidden [&::-webkit-details-marker]:hidden">
        {label}
        {context ? <span className="sr-only">: {context}</span> : null}
        <ChevronDown aria-hidden="true" className="size-4 text-indigo-700 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
