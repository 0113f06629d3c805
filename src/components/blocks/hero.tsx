import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import type { Accent } from '@/lib/accents';
import { ACCENT_CLASSES } from '@/components/visuals/accent-classes';

/**
 * The dark hero band at the top of every inner page; the page's only h1. `art` is the page family's
 * picture (components/visuals): beside the words from 1024 px, behind the top corner on phones.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  art,
  accent,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
  art?: ReactNode;
  /** A sub-brand's accent for the eyebrow (Plus, Edge, Marketplace); the brand's amber otherwise. */
  accent?: Accent;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn('hero-backdrop on-dark relative overflow-x-clip pt-[calc(var(--spacing-header)+3.5rem)] pb-16 text-white sm:pb-24', className)}
    >
      <div className={cn('container-page', art && 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12')}>
        {art ? <HeroArtFrame>{art}</HeroArtFrame> : null}
        <div className="relative max-w-3xl lg:col-start-1 lg:row-start-1">
          {eyebrow ? <p className={cn('eyebrow mb-4', accent ? ACCENT_CLASSES[accent].text : 'text-accent-300')}>{eyebrow}</p> : null}
          <h1 className="heading-brand text-display text-balance">{keepWords(title)}</h1>
          {lead ? <p className="mt-6 text-lead text-pretty text-slate-200">{keepRanges(lead)}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {children ? <div className="relative mt-12 lg:col-span-2">{children}</div> : null}
      </div>
    </section>
  );
}

/**
 * Where the picture sits: below 1024 px a wide short band above the words, from 1024 px its own
 * column beside them. The picture draws itself for each (components/visuals/motif.tsx `Art`), whole,
 * so the box takes the height of the drawing shown and crops nothing.
 */
export function HeroArtFrame({ children }: { children: ReactNode }) {
  return (
    <div className="pointer-events-none relative -mt-4 mb-6 w-full max-w-md lg:col-start-2 lg:row-start-1 lg:m-0 lg:w-full lg:max-w-[30rem] lg:justify-self-end">
      {children}
    </div>
  );
}
