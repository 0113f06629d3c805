import type { ReactNode } from 'react';
import type { Cta, Figure } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { IntakeButton } from '@/components/ui/outbound-link';
import { FigureGrid } from './figures';

/** The closing call to action of a page: a heading, a sentence, optional figures and one or two buttons. */
export function CtaBand({
  id,
  title,
  body,
  actions,
  children,
  className,
}: {
  id?: string;
  title: string;
  body?: string;
  /** The buttons; a route can pass them as `slot="actions"` children. */
  actions?: ReactNode;
  /** Shown between the sentence and the buttons, e.g. a row of result figures. */
  children?: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('section-y lay-out-near-screen bg-white', className)}>
      <div className="container-page">
        <div className="hero-backdrop on-dark relative overflow-hidden rounded-[1.5rem] px-4 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id={headingId} className="mx-auto max-w-2xl text-h2 font-bold tracking-tight text-balance">
            {keepWords(title)}
          </h2>
          {body ? <p className="mx-auto mt-4 max-w-2xl text-lead text-slate-200">{keepRanges(body)}</p> : null}
          {children ? <div className="mx-auto mt-10 max-w-4xl text-left">{children}</div> : null}
          {/* On a phone the buttons stack at full width, so a long label keeps to one line. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>
        </div>
      </div>
    </section>
  );
}

/**
 * The closing band whose button opens the intake form in a new tab; an optional second intake button
 * (`secondaryLabel`) and result figures above them.
 */
export function CtaSection({
  id = 'get-started',
  title,
  body,
  label,
  secondaryLabel,
  stats,
}: Cta & { id?: string; secondaryLabel?: string; stats?: Figure[] }) {
  return (
    <CtaBand
      id={id}
      title={title}
      body={body}
      actions={
        <>
          <IntakeButton>{label}</IntakeButton>
          {secondaryLabel ? <IntakeButton variant="outline-light">{secondaryLabel}</IntakeButton> : null}
        </>
      }
    >
      {stats?.length ? <FigureGrid items={stats} dark compact /> : null}
    </CtaBand>
  );
}
