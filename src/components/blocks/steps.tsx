import type { Heading, Step } from '@/content/schemas/blocks';
import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { NumberBadge } from '@/components/ui/number-badge';
import { flatCard } from './cards';
import { axisWeeks, stepSpans } from '@/components/visuals/diagrams/spans';
import { TimelineDiagram, type TimelineMarker } from '@/components/visuals/diagrams/timeline-diagram';
import { Section, type SectionTone } from './section';

/**
 * Numbered steps in an ordered list; horizontal on wide screens. `phoneList`: on phones the steps
 * are the rows of one card, with smaller body text (as `CardGrid`'s `phoneList`); off by default.
 */
export function Steps({ steps, phoneList = false, className }: { steps: Step[]; phoneList?: boolean; className?: string }) {
  return (
    <ol
      className={cn(
        'grid gap-4 sm:gap-6',
        steps.length >= 5 ? 'md:grid-cols-3 lg:grid-cols-5' : steps.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3',
        phoneList && 'max-sm:card-surface max-sm:gap-0 max-sm:divide-y max-sm:divide-line',
        className,
      )}
    >
      {steps.map((step, i) => (
        <li key={step.title} className={cn('card-surface relative flex flex-col p-5 sm:p-6', phoneList && [flatCard, 'max-sm:text-sm'])}>
          {/* On a phone the number sits beside the title, not above it. */}
          <div className="flex items-center gap-4 sm:block">
            <NumberBadge n={i + 1} className="sm:mb-4" />
            <h3 className="text-h3 font-bold text-navy-900">
              <span className="sr-only">Step {i + 1}: </span>
              {keepWords(step.title)}
            </h3>
            {/* In a phone list the duration ends the title row; from `sm` up it is the line below the title. */}
            {phoneList && step.duration ? <p className="ml-auto text-sm font-semibold text-indigo-700 sm:mt-1 sm:ml-0">{step.duration}</p> : null}
          </div>
          {!phoneList && step.duration ? <p className="mt-1 text-sm font-semibold text-indigo-700">{step.duration}</p> : null}
          <p className="mt-2 text-muted">{keepRanges(step.description)}</p>
        </li>
      ))}
    </ol>
  );
}

/** An event placed on a process's timeline at the end of the step it follows (e.g. a demo day). */
export interface StepEvent {
  label: string;
  /** Title of the step it ends. */
  after: string;
}

/**
 * The steps on a timeline, from their own durations: drawn when every step's duration is a time
 * ("4 weeks", "Week 1-2", "Day 90 onwards", "Ongoing"; see spans.ts), left out otherwise.
 */
export function StepsTimeline({ id, steps, events = [], accent }: { id: string; steps: Step[]; events?: StepEvent[]; accent?: Accent }) {
  const spans = stepSpans(steps.map((s) => s.duration));
  if (!spans) return null;
  const markers: TimelineMarker[] = events.map((event) => {
    const i = steps.findIndex((s) => s.title === event.after);
    if (i < 0) throw new Error(`The event "${event.label}" follows a step "${event.after}" that the process does not have`);
    return { label: event.label, at: spans[i].upTo ?? spans[i].end };
  });
  return (
    <TimelineDiagram
      id={`${id}-timeline`}
      className="mx-auto mb-10 max-w-5xl sm:mb-12"
      bars={steps.map((step, i) => ({ title: step.title, note: step.duration, span: spans[i] }))}
      total={axisWeeks(spans)}
      markers={markers}
      accent={accent}
    />
  );
}

/** A band with the numbered steps of a process, over their timeline when the durations allow one. */
export function StepsSection({
  id,
  tone = 'surface',
  events,
  accent,
  phoneList = false,
  ...section
}: Heading & { id: string; tone?: SectionTone; steps: Step[]; events?: StepEvent[]; accent?: Accent; phoneList?: boolean }) {
  return (
    <Section id={id} tone={tone} heading={section}>
      <StepsTimeline id={id} steps={section.steps} events={events} accent={accent} />
      <Steps steps={section.steps} phoneList={phoneList} />
    </Section>
  );
}
