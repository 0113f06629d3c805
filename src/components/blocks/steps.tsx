import type { Heading, Step } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { keepWords } from '@/components/ui/keep-words';
import { HeadedSection, headingOf, type SectionTone } from './section';

/** Numbered steps in an ordered list; horizontal on wide screens. */
export function Steps({ steps, className }: { steps: Step[]; className?: string }) {
  return (
    <ol
      className={cn(
        'grid gap-6',
        steps.length >= 5 ? 'md:grid-cols-3 lg:grid-cols-5' : steps.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3',
        className,
      )}
    >
      {steps.map((step, i) => (
        <li key={step.title} className="card-surface relative flex flex-col p-6">
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-navy-900 font-bold text-accent-300"
          >
            {i + 1}
          </span>
          <h3 className="text-h3 font-bold text-navy-900">
            <span className="sr-only">Step {i + 1}: </span>
            {keepWords(step.title)}
          </h3>
          {step.duration ? <p className="mt-1 text-sm font-semibold text-indigo-700">{step.duration}</p> : null}
          <p className="mt-2 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A band with the numbered steps of a process. */
export function StepsSection({ id, tone = 'surface', ...section }: Heading & { id: string; tone?: SectionTone; steps: Step[] }) {
  return (
    <HeadedSection id={id} tone={tone} heading={headingOf(section)}>
      <Steps steps={section.steps} />
    </HeadedSection>
  );
}
