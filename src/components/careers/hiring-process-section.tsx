import { Section, SectionHeading } from '@/components/ui/section';
import { ProcessSteps, type ProcessStep } from '@/components/sections/process-steps';

/** How hiring works, step by step. */
export function HiringProcessSection({
  eyebrow,
  title,
  intro,
  steps,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: ProcessStep[];
}) {
  return (
    <Section id="hiring-process" labelledBy="hiring-process-title">
      <SectionHeading id="hiring-process-title" eyebrow={eyebrow} title={title} intro={intro} />
      <ProcessSteps steps={steps} />
    </Section>
  );
}
