import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';

export type SectionTone = 'light' | 'surface' | 'dark';

/* Two bands of one tone in a row share one gap (the first's bottom padding), not two. */
const tones: Record<SectionTone, string> = {
  light: 'bg-white [.bg-white+&]:pt-2',
  surface: 'bg-surface [.bg-surface+&]:pt-2',
  dark: 'hero-backdrop text-white on-dark',
};

/**
 * Where the heading stands (docs/brand.md: sections are left-aligned): over the band at its left, beside its intro from
 * 1024 px (`split`), atop one column of a layout, centred (the closing call only), or as a statement.
 */
const aligns = {
  left: { box: 'mb-8 max-w-3xl sm:mb-12', intro: 'mt-4 max-w-2xl text-lead text-pretty' },
  split: {
    // Top-aligned: a long intro runs down beside the heading instead of leaving room above it.
    box: 'mb-8 grid gap-4 sm:mb-12 lg:grid-cols-12 lg:items-start lg:gap-x-12',
    title: 'lg:col-span-6',
    intro: 'text-lead text-pretty lg:col-span-6 lg:pt-1.5',
  },
  column: { box: 'mb-6 max-w-3xl sm:mb-8', intro: 'mt-4 text-lead text-pretty' },
  center: { box: 'mx-auto mb-8 max-w-3xl text-center sm:mb-12', intro: 'mt-4 text-lead text-pretty' },
  statement: {
    box: 'mb-8 max-w-4xl sm:mb-12',
    intro: 'mt-4 font-brand text-title font-bold text-balance sm:mt-6 sm:text-h2',
  },
};

interface SectionProps {
  id?: string;
  tone?: SectionTone;
  eager?: boolean;
  heading?: Heading;
  align?: keyof typeof aligns;
  className?: string;
  children: ReactNode | ((heading: ReactNode) => ReactNode);
}

/** A page band and its heading (placed by `children` if a function); light bands lay out near the screen, unless `eager` (jump targets, dark panels). */
export function Section({ id, tone = 'light', eager = false, heading, align = 'left', className, children }: SectionProps) {
  const dark = tone === 'dark';
  const titleId = heading && id ? `${id}-title` : undefined;
  const look: { box: string; intro: string; title?: string } = aligns[align];
  const title = heading ? (
    <div className={look.box}>
      <div className={look.title}>
        {heading.eyebrow ? <p className={cn('mb-3 eyebrow', dark ? 'text-indigo-300' : 'text-indigo-700')}>{heading.eyebrow}</p> : null}
        <h2 id={titleId} className={cn('text-h2 text-balance', dark ? 'text-white' : 'text-navy-900')}>
          {keepWords(heading.title)}
        </h2>
      </div>
      {heading.intro ? (
        <p className={cn(look.intro, dark ? (align === 'statement' ? 'text-white' : 'text-slate-200') : 'text-muted')}>{keepRanges(heading.intro)}</p>
      ) : null}
    </div>
  ) : null;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('section-y max-sm:py-12', tones[tone], !dark && !eager && 'lay-out-near-screen', className)}
    >
      <div className="container-page">
        {typeof children === 'function' ? (
          children(title)
        ) : (
          <>
            {title}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
