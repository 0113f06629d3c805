import { Section, SectionHeading, type SectionTone } from '@/components/ui/section';
import type { Stat } from '@/components/ui/stat-card';
import { StatGrid } from './stat-grid';

/** A band with a heading and two to four figures. */
export function StatsSection({
  id,
  eyebrow,
  title,
  intro,
  stats,
  tone = 'surface',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  stats: Stat[];
  tone?: SectionTone;
}) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} dark={dark} />
      <StatGrid stats={stats} dark={dark} />
    </Section>
  );
}
