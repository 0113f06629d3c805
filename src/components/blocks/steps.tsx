import type { Heading, Step as StepData } from '@/content/schemas/blocks';
import { formatDuration } from '@/lib/duration';
import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { addsToSteps, axisWeeks, stepSpans, weekNote } from '@/components/visuals/diagrams/spans';
import { TimelineDiagram, type TimelineRow } from '@/components/visuals/diagrams/timeline-diagram';
import { Section, type SectionTone } from './section';

/** From 1024 px the steps stand in one row, the path running through them; below it they stack, the path running down. */
const columns = (n: number) => (n >= 5 ? 'lg:grid-cols-5' : n === 4 ? 'lg:grid-cols-4' : n === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2');

/** A step as the component shows it: its duration as numbers, or `when` as words where the time is a figure (a promise). */
type Step = StepData & { when?: string };

/** The time a step's card prints. */
const timeOf = (step: Step) => step.when ?? (step.duration ? formatDuration(step.duration) : undefined);

const sizes = { sm: 'size-8 text-sm', md: 'size-10 text-base' } as const;

/**
 * A step's number in a node of the path (docs/brand.md); hidden from screen readers, as the title says "Step n" itself.
 * The last step, where the work's result lands, is the path's point: amber.
 */
function NumberBadge({ n, size = 'md', result = false, className }: { n: number; size?: keyof typeof sizes; result?: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-point={result ? 'result' : undefined}
      className={cn(
        'relative z-10 inline-flex shrink-0 items-center justify-center rounded-full figure-num text-navy-900 ring-2',
        result ? 'bg-accent-400 ring-accent-400' : 'bg-white ring-indigo-600',
        sizes[size],
        className,
      )}
    >
      {n}
    </span>
  );
}

/** Numbered steps: `cards` a card each; `list` on phones the rows of one card; `rows` no cards; `compact` inside a panel. */
export function Steps({ steps, variant = 'cards' }: { steps: Step[]; variant?: 'cards' | 'list' | 'rows' | 'compact' }) {
  if (variant === 'rows' || variant === 'compact') {
    const rows = variant === 'rows';
    const Title = rows ? 'h3' : 'p';
    return (
      <ol className={rows ? 'mx-auto grid max-w-5xl gap-x-8 gap-y-4 sm:grid-cols-2 sm:gap-y-5 lg:grid-cols-4' : 'mt-4 space-y-4'}>
        {steps.map((step, i) => (
          // From lg the rows stand as columns: number, title and text are rows shared across them, so a title that wraps moves all.
          <li key={step.title} className={cn('flex gap-4', rows && 'lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0')}>
            <NumberBadge n={i + 1} size={rows ? 'md' : 'sm'} result={rows && i === steps.length - 1} />
            <div className={cn(rows && 'lg:contents')}>
              <Title className={rows ? 'text-title text-navy-900 lg:mt-3' : 'font-semibold text-navy-900'}>
                {rows ? <span className="sr-only">Step {i + 1}: </span> : null}
                {rows ? keepWords(step.title) : step.title}
                {timeOf(step) ? (
                  <span className={cn('ml-2 text-sm text-indigo-700', rows ? 'font-semibold whitespace-nowrap' : 'font-medium')}>{timeOf(step)}</span>
                ) : null}
              </Title>
              <p className={cn('mt-1 text-sm text-muted', rows && 'sm:text-base')}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  // The path: one indigo line from each node to the next, down the column below 1024 px and across the row from there.
  const last = steps.length - 1;
  return (
    <ol className={cn('grid gap-y-8 lg:gap-x-8', columns(steps.length))}>
      {steps.map((step, i) => (
        // From lg the steps share their rows (head, time, text), so a title that wraps moves all.
        <li key={step.title} className="relative pl-14 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0 lg:pl-0">
          {i < last ? (
            <span
              aria-hidden="true"
              className="absolute top-10 -bottom-8 left-[1.1875rem] w-0.5 bg-indigo-600/35 lg:top-[1.1875rem] lg:-right-8 lg:bottom-auto lg:left-10 lg:h-0.5 lg:w-auto"
            />
          ) : null}
          <div className="lg:flex lg:flex-col lg:items-start lg:gap-4">
            <NumberBadge n={i + 1} result={i === last} className="absolute top-0 left-0 lg:static" />
            <h3 className="pt-1.5 text-title text-navy-900 lg:pt-0">
              <span className="sr-only">Step {i + 1}: </span>
              {keepWords(step.title)}
            </h3>
          </div>
          {timeOf(step) ? <p className="mt-1 text-sm font-semibold text-indigo-700">{timeOf(step)}</p> : <span className="hidden lg:block" />}
          <p className="mt-2 text-muted">{keepRanges(step.description)}</p>
        </li>
      ))}
    </ol>
  );
}

/** An event on a process's timeline at the end of the step titled `after` (e.g. a demo day). */
export type StepEvent = { label: string; after: string };

/** Whether the steps are drawn on a timeline (see StepsTimeline): then the timeline carries their times. */
export function drawsTimeline(steps: Step[], events: StepEvent[] = []): boolean {
  const spans = stepSpans(steps.map((s) => s.duration));
  return spans !== undefined && addsToSteps(spans, events.length);
}

/** The steps on a timeline in weeks, drawn only when every duration is a time (spans.ts) and the drawing adds to the cards. */
export function StepsTimeline({ id, steps, events = [], accent }: { id: string; steps: Step[]; events?: StepEvent[]; accent?: Accent }) {
  const spans = stepSpans(steps.map((s) => s.duration));
  if (!spans || !addsToSteps(spans, events.length)) return null;
  for (const event of events)
    if (!steps.some((s) => s.title === event.after))
      throw new Error(`The event "${event.label}" follows a step "${event.after}" that the process does not have`);
  const rows: TimelineRow[] = steps.flatMap((step, i) => [
    { kind: 'bar' as const, title: step.title, note: weekNote(step.duration!, spans[i]), span: spans[i] },
    ...events.filter((e) => e.after === step.title).map((e) => ({ kind: 'event' as const, label: e.label, at: spans[i].upTo ?? spans[i].end })),
  ]);
  return <TimelineDiagram id={`${id}-timeline`} className="mx-auto mb-10 max-w-5xl sm:mb-12" rows={rows} total={axisWeeks(spans)} accent={accent} />;
}

interface StepsSectionProps extends Heading {
  id: string;
  tone?: SectionTone;
  steps: Step[];
  events?: StepEvent[];
  accent?: Accent;
  variant?: 'cards' | 'list' | 'rows';
}

/** A band with the numbered steps of a process, over their timeline when the durations allow one; the cards then say what happens, not when again. */
export function StepsSection({ id, tone = 'surface', events, accent, variant, ...section }: StepsSectionProps) {
  return (
    <Section id={id} tone={tone} heading={section}>
      <StepsTimeline id={id} steps={section.steps} events={events} accent={accent} />
      <Steps
        steps={drawsTimeline(section.steps, events) ? section.steps.map(({ title, description }) => ({ title, description })) : section.steps}
        variant={variant}
      />
    </Section>
  );
}
