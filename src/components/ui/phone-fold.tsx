import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/* Static class names per width, so Tailwind finds them. */
const openFrom = {
  sm: 'sm:[&::details-content]:[content-visibility:visible]',
  md: 'md:[&::details-content]:[content-visibility:visible]',
  lg: 'lg:[&::details-content]:[content-visibility:visible]',
} as const;
const summaryUpTo = { sm: 'sm:hidden', md: 'md:hidden', lg: 'lg:hidden' } as const;
const headingFrom = { sm: 'hidden sm:block', md: 'hidden md:block', lg: 'hidden lg:block' } as const;

/**
 * Content that folds away on small screens and is simply shown from `from` up: a native `<details>`
 * (it opens in place without JavaScript) whose content is displayed whatever its `open` state from
 * that width (`::details-content`). There the summary is gone, so no control is left that toggles
 * nothing. With a heading `level` the title heads the content at every width (the summary's heading
 * below `from`, a plain heading from there; only one is ever displayed, so only one is in the
 * accessibility tree); without one the title is only the fold's label ("What's included"), and
 * `context` (read by screen readers only) says what it belongs to.
 */
export function PhoneFold({
  title,
  from,
  level,
  context,
  className,
  summaryClassName,
  headingClassName,
  chevronClassName,
  children,
}: {
  title: ReactNode;
  from: keyof typeof openFrom;
  level?: 2 | 3 | 4;
  context?: string;
  className?: string;
  summaryClassName?: string;
  headingClassName?: string;
  chevronClassName?: string;
  children: ReactNode;
}) {
  const Heading = level ? (`h${level}` as const) : null;
  return (
    <details className={cn('group/fold', openFrom[from], className)}>
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden',
          Heading ? 'justify-between gap-3' : 'min-h-11 w-fit gap-1.5 text-sm font-semibold text-navy-900',
          summaryUpTo[from],
          summaryClassName,
        )}
      >
        {Heading ? <Heading className={headingClassName}>{title}</Heading> : title}
        {context ? <span className="sr-only">: {context}</span> : null}
        <ChevronDown
          aria-hidden="true"
          className={cn('shrink-0 transition-transform group-open/fold:rotate-180', Heading ? 'size-5' : 'size-4 text-indigo-700', chevronClassName)}
        />
      </summary>
      {Heading ? <Heading className={cn(headingFrom[from], headingClassName)}>{title}</Heading> : null}
      {children}
    </details>
  );
}
