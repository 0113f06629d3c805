import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/* Whole class names per width, so Tailwind finds them. */
const widths = {
  sm: { shown: 'sm:[&::details-content]:[content-visibility:visible]', summary: 'sm:hidden', heading: 'hidden sm:block', body: 'sm:mt-0' },
  md: { shown: 'md:[&::details-content]:[content-visibility:visible]', summary: 'md:hidden', heading: 'hidden md:block', body: 'md:mt-0' },
  lg: { shown: 'lg:[&::details-content]:[content-visibility:visible]', summary: 'lg:hidden', heading: 'hidden lg:block', body: 'lg:mt-0' },
  always: { shown: '', summary: '', heading: '', body: '' },
};

const panel = 'min-h-12 w-full justify-between gap-3 rounded-xl px-4 text-left text-sm font-semibold transition-colors noscript:hidden';
const panelParts = { chevron: 'size-5', body: 'mt-3 noscript:mt-0' };
const label = 'min-h-11 w-fit gap-1.5 text-sm font-semibold';

type Look = { summary: string; chevron: string; heading?: string; body?: string };

const variants = {
  link: { summary: cn(label, 'text-navy-900'), chevron: 'size-4 text-indigo-700' },
  more: { summary: cn(label, 'text-indigo-700'), chevron: 'size-4' },
  note: { summary: 'min-h-8 w-fit gap-1 text-sm font-semibold text-indigo-700', chevron: 'size-4' },
  bar: {
    summary: cn(label, 'w-full justify-center rounded-lg bg-white px-4 text-base text-navy-900 ring-1 ring-slate-200'),
    chevron: 'size-5 text-indigo-700',
  },
  panel: { summary: cn(panel, 'bg-white text-navy-900 shadow-card ring-1 ring-line hover:bg-indigo-50'), ...panelParts },
  'panel-dark': { summary: cn(panel, 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/15'), ...panelParts },
  question: {
    summary: 'min-h-11 justify-between gap-4 px-4 py-4 text-navy-900 sm:px-6 sm:py-5',
    heading: 'text-title',
    chevron: 'size-5 text-indigo-700',
  },
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
    heading: 'text-title text-navy-900 sm:mt-2',
    chevron: 'size-5 text-indigo-700',
  },
  contents: { summary: 'min-h-12 justify-between gap-3 px-4', heading: 'eyebrow text-indigo-700', chevron: 'size-5 text-muted' },
  'contents-dark': { summary: 'min-h-12 justify-between gap-3', heading: 'eyebrow text-slate-400', chevron: 'size-5 text-slate-300' },
} satisfies Record<string, Look>;

export type FoldVariant = keyof typeof variants;

interface FoldProps {
  title: ReactNode;
  openTitle?: ReactNode;
  from?: keyof typeof widths;
  level?: 2 | 3 | 4;
  context?: string;
  variant?: FoldVariant;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A `<details>` folding its content below `from`, shown without a summary above; `context` (screen readers only) names what a bare label is for. */
export function Fold({ title, openTitle, from = 'always', level, context, variant = 'link', id, className, children }: FoldProps) {
  const look: Look = variants[variant];
  const width = widths[from];
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
    <details className={cn('group/fold', width.shown, look.body && 'noscript:[&::details-content]:[content-visibility:visible]', className)}>
      <summary className={cn('flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden', width.summary, look.summary)}>
        {Heading ? <Heading className={look.heading}>{title}</Heading> : label}
        {context ? <span className="sr-only">: {context}</span> : null}
        <ChevronDown aria-hidden="true" className={cn('shrink-0 transition-transform group-open/fold:rotate-180', look.chevron)} />
      </summary>
      {Heading && from !== 'always' ? <Heading className={cn(width.heading, look.heading)}>{title}</Heading> : null}
      {id || look.body ? (
        <div id={id} className={cn(look.body, look.body && width.body)}>
          {children}
        </div>
      ) : (
        children
      )}
    </details>
  );
}
