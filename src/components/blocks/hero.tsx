import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { keepWords } from '@/components/ui/keep-words';

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
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn('hero-backdrop on-dark relative overflow-x-clip pt-[calc(var(--spacing-header)+3.5rem)] pb-16 text-white sm:pb-24', className)}
    >
      <div className={cn('container-page', art && 'relative lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12')}>
        {art ? <HeroArtFrame>{art}</HeroArtFrame> : null}
        <div className="relative max-w-3xl lg:col-start-1 lg:row-start-1">
          {eyebrow ? <p className="eyebrow mb-4 text-accent-300">{eyebrow}</p> : null}
          <h1 className="text-display font-extrabold tracking-tight text-balance">{keepWords(title)}</h1>
          {lead ? <p className="mt-6 text-lead text-pretty text-slate-200">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {children ? <div className="relative mt-12 lg:col-span-2">{children}</div> : null}
      </div>
    </section>
  );
}

/** Where the picture sits: a faint corner piece on phones and tablets, its own column on a desktop. */
export function HeroArtFrame({ children }: { children: ReactNode }) {
  return (
    <div className="pointer-events-none absolute -top-10 -right-20 w-64 opacity-45 sm:-right-10 sm:w-80 lg:static lg:col-start-2 lg:row-start-1 lg:w-full lg:max-w-[30rem] lg:justify-self-end lg:opacity-100">
      {children}
    </div>
  );
}
