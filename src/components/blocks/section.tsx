import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';

export type SectionTone = 'light' | 'surface' | 'dark';

/* Two bands of one tone in a row share one gap (the first's bottom padding), not two. */
const tones: Record<SectionTone, string> = {
  light: 'bg-white [.bg-white+&]:pt-0',
  surface: 'bg-surface bg-dots [.bg-surface+&]:pt-0',
  dark: 'hero-backdrop text-white on-dark',
};

/**
 * A full-width page band with the page container inside. Light bands are laid out as they near the
 * screen (`lay-out-near-screen`); pass `eager` for one that must always be laid out (say, a list a
 * link jumps into while the page is still loading).
 */
export function Section({
  id,
  tone = 'light',
  eager = false,
  labelledBy,
  className,
  children,
}: {
  id?: string;
  tone?: SectionTone;
  eager?: boolean;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const lazy = tone !== 'dark' && !eager;
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('section-y max-sm:py-10', tones[tone], lazy && 'lay-out-near-screen', className)}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and intro paragraph at the top of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  dark = false,
  className,
}: Heading & {
  id?: string;
  align?: 'center' | 'left';
  dark?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('mb-8 max-w-3xl sm:mb-14', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className={cn('eyebrow mb-3', dark ? 'text-accent-300' : 'text-indigo-700')}>{eyebrow}</p> : null}
      <h2 id={id} className={cn('text-h2 font-bold tracking-tight text-balance', dark ? 'text-white' : 'text-navy-900')}>
        {keepWords(title)}
      </h2>
      {intro ? <p className={cn('mt-4 text-lead text-pretty', dark ? 'text-slate-200' : 'text-muted')}>{keepRanges(intro)}</p> : null}
    </div>
  );
}

/** A band with its heading and content: the frame every block section shares (`id` names both). */
export function HeadedSection({
  id,
  tone = 'light',
  eager,
  heading,
  align,
  className,
  children,
}: {
  id: string;
  tone?: SectionTone;
  eager?: boolean;
  heading: Heading;
  align?: 'center' | 'left';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} eager={eager} labelledBy={`${id}-title`} className={className}>
      <SectionHeading id={`${id}-title`} {...heading} align={align} dark={tone === 'dark'} />
      {children}
    </Section>
  );
}

/** The heading fields of a section's data, for `HeadedSection`. */
export const headingOf = ({ eyebrow, title, intro }: Heading): Heading => ({ eyebrow, title, intro });
