import { ProcessSteps, type ProcessStep } from '@/components/sections/process-steps';
import { Section, SectionHeading } from '@/components/ui/section';

/** A page band with the numbered steps of how a service runs. */
export function ProcessSection({
  eyebrow,
  heading,
  intro,
  steps,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  steps: ProcessStep[];
}) {
  return (
    <Section id="process" tone="surface" labelledBy="process-title">
      <SectionHeading id="process-title" eyebrow={eyebrow} title={heading} intro={intro} />
      <ProcessSteps steps={steps} />
    </Section>
  );
}
