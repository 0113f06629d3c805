import { Section, SectionHeading } from '@/components/ui/section';
import { ProcessSteps, type ProcessStep } from '@/components/sections/process-steps';
import type { SectionCopy } from './types';

/** The three phases of the Smart India AI Challenge. */
export function PhasesSection({ heading, steps }: { heading: SectionCopy; steps: ProcessStep[] }) {
  return (
    <Section id="challenge" tone="surface" labelledBy="challenge-title">
      <SectionHeading id="challenge-title" {...heading} />
      <ProcessSteps steps={steps} />
    </Section>
  );
}
