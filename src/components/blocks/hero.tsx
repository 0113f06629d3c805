import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { keepWords } from '@/components/ui/keep-words';

/** The dark hero band at the top of every inner page; the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('hero-backdrop on-dark pt-[calc(var(--spacing-header)+3.5rem)] pb-16 text-white sm:pb-24', className)}>
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow mb-4 text-accent-300">{eyebrow}</p> : null}
          <h1 className="text-display font-extrabold tracking-tight text-balance">{keepWords(title)}</h1>
          {lead ? <p className="mt-6 text-lead text-pretty text-slate-200">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
