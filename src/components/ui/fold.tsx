import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/* Whole class names per width, so Tailwind finds them. */
const shownFrom = {
  sm: 'sm:[&::details-content]:[content-visibility:visible]',
  md: 'md:[&::details-content]:[content-visibility:visible]',
  lg: 'lg:[&::details-content]:[content-visibility:visible]',
  always: '',
};
const summaryUpTo = { sm: 'sm:hidden', md: 'md:hidden', lg: 'lg:hidden', always: '' };
const headingFrom = { sm: 'hidden sm:block', md: 'hidden md:block', lg: 'hidden lg:block', always: '' };
const bodyFrom = { sm: 'sm:mt-0', md: 'md:mt-0', lg: 'lg:mt-0', always: '' };

const panel = 'min-h-12 w-full justify-between gap-3 rounded-xl px-4 text-left text-sm font-semibold transition-colors noscript:hidden';
const label = 'min-h-11 w-fit gap-1.5 text-sm font-semibold';

/** The looks of a fold: its summary, its chevron, the heading it carries (with `level`) and the gap above its content. */
const variants = {
  link: { summary: cn(label, 'text-navy-900'), chevron: 'size-4 text-indigo-700' },
  more: { summary: cn(label, 'text-indigo-700'), chevron: 'size-4' },
  note: { summary: 'min-h-8 w-fit gap-1 text-sm font-semibold text-indigo-700', chevron: 'size-4' },
  bar: {
    summary: cn(label, 'w-full justify-center rounded-lg bg-white px-4 text-base text-navy-900 ring-1 ring-slate-200'),
    chevron: 'size-5 text-indigo-700',
  },
  panel: {
    summary: cn(panel, 'bg-white text-navy-900 shadow-card ring-1 ring-line hover:bg-indigo-50'),
    chevron: 'size-5',
    body: 'mt-3 noscript:mt-0',
  },
  'panel-dark': {
    summary: cn(panel, 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/15'),
    chevron: 'size-5',
    body: 'mt-3 noscript:mt-0',
  },
  question: { summary: 'min-h-11 justify-between gap-4 px-4 py-4 font-semibold text-navy-900 sm:px-6 sm:py-5', chevron: 'size-5 text-indigo-700' },
  row: {
    summary: 'min-h-9 gap-2 rounded-lg text-sm leading-snug text-slate-600 hover:text-navy-900 sm:min-h-11 sm:py-1',
    chevron: 'ml-auto size-5 text-indigo-600 motion-reduce:transition-none',
  },
  box: {
    summary: 'min-h-11 justify-between gap-3 rounded-lg bg-surface px-4',
    heading: 'text-sm font-bold text-navy-900',
    chevron: 'size-5 text-indigo-700',
  },
  'card-title': {
    summary: 'min-h-11 justify-between gap-3',
    heading: 'text-lg leading-snug font-bold text-navy-900 sm:mt-2 sm:text-h3',
    chevron: 'size-5 text-indigo-700',
  },
  contents: { summary: 'min-h-12 justify-between gap-3 px-4', heading: 'eyebrow text-indigo-700', chevron: 'size-5 text-muted' },
  'contents-dark': { summary: 'min-h-12 justify-between gap-3', heading: 'eyebrow text-accent-300', chevron: 'size-5 text-slate-300' },
} satisfies Record<string, { summary: string; chevron: string; heading?: string; body?: string }>;

export type FoldVariant = keyof typeof variants;

/**
 * A native `<details>`: it opens in place without JavaScript. Below `from` its content folds away;
 * from that width up the content is shown whatever the open state (`::details-content`) and the
 * summary is gone, so no control is left that toggles nothing. `always` folds at every width.
 *
 * With a heading `level` the title heads the content at every width (in the summary below `from`,
 * a plain heading from there; only one is ever displayed). `openTitle` is the summary's label while
 * open ("Hide …"), swapped by CSS; `context` (read by screen readers only) says what a bare label
 * such as "What's included" belongs to. The panel looks are shown open, with no summary, when
 * scripting is off, as the buttons they replace were.
 */
export function Fold({
  title,
  openTitle,
  from = 'always',
  level,
  context,
  variant = 'link',
  id,
  className,
  children,
}: {
  title: ReactNode;
  openTitle?: ReactNode;
  from?: keyof typeof shownFrom;
  level?: 2 | 3 | 4;
  context?: string;
  variant?: FoldVariant;
  /** The content's id, for links and tests that name it. */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const look: { summary: string; chevron: string; heading?: string; body?: string } = variants[variant];
  const Heading = level ? (`h${level}` as const) : null;
  const label = openTitle ? (
    <span>
      <span className="group-open/fold:hidden">{title}</span>
      <span className="hidden group-open/fold:inline">{openTitle}</span>
    </span>
  ) : (
    title
  );
  return (
    <details className={cn('group/fold', shownFrom[from], look.body && 'noscript:[&::details-content]:[content-visibility:visible]', className)}>
      <summary className={cn('flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden', summaryUpTo[from], look.summary)}>
        {Heading ? <Heading className={look.heading}>{title}</Heading> : label}
        {context ? <span className="sr-only">: {context}</span> : null}
        <ChevronDown aria-hidden="true" className={cn('shrink-0 transition-transform group-open/fold:rotate-180', look.chevron)} />
      </summary>
      {Heading && from !== 'always' ? <Heading className={cn(headingFrom[from], look.heading)}>{title}</Heading> : null}
      {id || look.body ? (
        <div id={id} className={cn(look.body, look.body && bodyFrom[from])}>
          {children}
        </div>
      ) : (
        children
      )}
    </details>
  );
}
