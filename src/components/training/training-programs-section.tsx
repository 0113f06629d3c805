import type { CollectionEntry } from 'astro:content';
import type { Program } from '@/lib/content/services';
import { cardRows } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { Icon } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';
import { cn } from '@/lib/cn';
import { slugify } from '@/lib/text';

type Props = CollectionEntry<'trainingPage'>['data']['programs'] & { programs: Program[] };

export function TrainingProgramsSection({ hoursUnit, impactLabel, programs, ...section }: Props) {
  return (
    <Section id="programs" tone="surface" heading={section}>
      <ol aria-labelledby="programs-title" className="grid gap-6 md:grid-cols-2">
        {programs.map((program, i) => {
          const id = slugify(program.title);
          return (
            <li key={program.title} className={cardRows(4)}>
              <article
                id={id}
                aria-labelledby={`${id}-title`}
                className={cn('flex h-full scroll-mt-24 flex-col card-surface p-6 sm:p-8', cardRows(4))}
              >
                <div className="flex items-center justify-between gap-4">
                  <span aria-hidden="true" className="text-sm font-bold tracking-widest text-indigo-700">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <p className="inline-flex items-center gap-2 rounded-pill bg-accent-300/30 px-3 py-1 text-sm font-semibold text-accent-800">
                    <Icon name="clock" className="size-4" />
                    <span>
                      {program.hours} {hoursUnit}
                    </span>
                  </p>
                </div>
                <h3 id={`${id}-title`} className="mt-4 text-h3 font-bold text-navy-900">
                  {keepWords(program.title)}
                </h3>
                <p className="mt-3 text-muted">{program.description}</p>
                <div className="mt-6 flex items-start gap-3 self-start rounded-xl bg-indigo-50 p-4 max-md:mt-auto">
                  <Icon name="trending" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
                  <dl>
                    <dt className="text-xs font-bold tracking-wide text-indigo-700 uppercase">{impactLabel}</dt>
                    <dd className="mt-1 font-semibold text-navy-900">{program.impact}</dd>
                  </dl>
                </div>
              </article>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
