import { Section, SectionHeading } from '@/components/ui/section';
import { slugify } from '@/lib/text';
import { ProgramCard, type Program } from './program-card';

/** The four training programs of a sector, in the order the content file lists them. */
export function TrainingProgramsSection({
  eyebrow,
  heading,
  intro,
  hoursUnit,
  impactLabel,
  programs,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  hoursUnit: string;
  impactLabel: string;
  programs: Program[];
}) {
  return (
    <Section id="programs" tone="surface" labelledBy="programs-title">
      <SectionHeading id="programs-title" eyebrow={eyebrow} title={heading} intro={intro} />
      <ol aria-labelledby="programs-title" className="grid gap-6 md:grid-cols-2">
        {programs.map((program, i) => (
          <li key={program.title}>
            <ProgramCard id={slugify(program.title)} index={i} program={program} hoursUnit={hoursUnit} impactLabel={impactLabel} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
