import type { CollectionEntry } from 'astro:content';
import type { Heading } from '@/content/schemas/blocks';
import type { Program } from '@/lib/content/services';
import { Section } from '@/components/blocks/section';
import { FigureValue } from '@/components/ui/figure-value';
import { keepWords } from '@/components/ui/keep-words';
import { cn } from '@/lib/cn';
import { slugify } from '@/lib/text';

type Props = CollectionEntry<'trainingPage'>['data']['programs'] & {
  /** The sector's own heading and intro (`sections.programs` in its file). */
  heading: Heading;
  programs: Program[];
};

/** Title and hours, what the programme does, its impact line: rows shared across a row of cards from 768 px. */
const parts = 'md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0';

/**
 * The sector's programmes: one card each, its hours in the brand face beside its title, its impact a plain line at its foot,
 * labelled for what it is (a client average six months on, or what the cohort leaves with).
 */
export function TrainingProgramsSection({ heading, hoursUnit, impactLabels, programs }: Props) {
  return (
    <Section id="programs" tone="surface" heading={heading} align="split" eager>
      <ol aria-labelledby="programs-title" className="grid gap-4 sm:gap-6 md:grid-cols-2">
        {programs.map((program) => {
          const id = slugify(program.title);
          return (
            <li key={program.title} className={parts}>
              <article id={id} aria-labelledby={`${id}-title`} className={cn('flex h-full scroll-mt-24 flex-col card-surface p-6 sm:p-8', parts)}>
                <div className="flex items-start justify-between gap-4">
                  <h3 id={`${id}-title`} className="text-title text-balance text-navy-900">
                    {keepWords(program.title)}
                  </h3>
                  <p className="shrink-0 text-navy-900">
                    <FigureValue value={`${program.hours} ${hoursUnit}`} size="title" />
                  </p>
                </div>
                <p className="mt-3 text-pretty text-muted">{program.description}</p>
                <dl className="mt-5 border-t border-line pt-4" data-impact={program.impactKind}>
                  <dt className="text-sm font-semibold text-muted">{impactLabels[program.impactKind]}</dt>
                  <dd className="mt-1 font-semibold text-navy-900">{program.impact}</dd>
                </dl>
              </article>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
