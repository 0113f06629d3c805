import { Section, SectionHeading } from '@/components/ui/section';
import { ProcessSteps, type ProcessStep } from '@/components/sections/process-steps';
import type { Stat } from '@/components/ui/stat-card';
import { StatGrid } from '@/components/sections/stat-grid';

interface Heading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The four-step consultation process, then the three claims on a dark band. */
export function ConsultationProcessSection({
  process,
  claims,
}: {
  process: { heading: Heading; steps: ProcessStep[] };
  claims: { heading: Heading; stats: Stat[] };
}) {
  return (
    <>
      <Section id="process" tone="surface" labelledBy="process-title">
        <SectionHeading id="process-title" {...process.heading} />
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id="results" tone="dark" labelledBy="results-title">
        <SectionHeading id="results-title" dark {...claims.heading} />
        <StatGrid stats={claims.stats} dark />
      </Section>
    </>
  );
}
