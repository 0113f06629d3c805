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
 * nothing, and the title is a plain heading; below that width the title is the summary's heading.
 * Only one of the two headings is ever displayed (and in the accessibility tree).
 */
export function PhoneFold({
  title,
  from,
  level = 2,
  className,
  summaryClassName,
  headingClassName,
  chevronClassName,
  children,
}: {
  title: ReactNode;
  from: keyof typeof openFrom;
  level?: 2 | 3 | 4;
  className?: string;
  summaryClassName?: string;
  headingClassName?: string;
  chevronClassName?: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <details className={cn('group/fold', openFrom[from], className)}>
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden',
          summaryUpTo[from],
          summaryClassName,
        )}
      >
        <Heading className={headingClassName}>{title}</Heading>
        <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 transition-transform group-open/fold:rotate-180', chevronClassName)} />
      </summary>
      <Heading className={cn(headingFrom[from], headingClassName)}>{title}</Heading>
      {children}
    </details>
  );
}
