import type { ReactNode } from 'react';
import { Section, SectionHeading, type SectionTone } from '@/components/ui/section';
import type { Stat } from '@/components/ui/stat-card';
import { StatGrid } from './stat-grid';

/** A page band of figures: heading, two to four stat cards and an optional footnote (e.g. a glossary term). */
export function StatsSection({
  id,
  tone = 'light',
  eyebrow,
  heading,
  intro,
  stats,
  note,
}: {
  id: string;
  tone?: SectionTone;
  eyebrow?: string;
  heading: string;
  intro?: string;
  stats: Stat[];
  note?: ReactNode;
}) {
  const dark = tone === 'dark';
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={heading} intro={intro} dark={dark} />
      <StatGrid stats={stats} dark={dark} />
      {note ? <div className={dark ? 'mt-8 text-sm text-slate-300' : 'mt-8 text-sm text-muted'}>{note}</div> : null}
    </Section>
  );
}
