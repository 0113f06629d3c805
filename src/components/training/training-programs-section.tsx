import type { Heading } from '@/content/schemas/blocks';
import type { Program } from '@/lib/content/services';
import { cardRows } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { slugify } from '@/lib/text';
import { ProgramCard } from './program-card';

/** The four training programs of a sector, in the order the content file lists them. */
export function TrainingProgramsSection({
  hoursUnit,
  impactLabel,
  programs,
  ...section
}: Heading & { hoursUnit: string; impactLabel: string; programs: Program[] }) {
  return (
    <Section id="programs" tone="surface" heading={section}>
      <ol aria-labelledby="programs-title" className="grid gap-6 md:grid-cols-2">
        {programs.map((program, i) => (
          <li key={program.title} className={cardRows(4)}>
            <ProgramCard id={slugify(program.title)} index={i} program={program} hoursUnit={hoursUnit} impactLabel={impactLabel} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
