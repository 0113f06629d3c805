import type { CollectionEntry } from 'astro:content';
import type { Heading } from '@/content/schemas/blocks';
import type { IndustryBase, IndustryDrawing } from '@/lib/content/industries';
import { Section } from '@/components/blocks/section';
import { FigureValue } from '@/components/ui/figure-value';
import { keepRanges, keepWords } from '@/components/ui/keep-words';

type Props = CollectionEntry<'trainingPage'>['data']['metrics'] & {
  /** The sector's own heading and intro (`sections.impact` in its file). */
  heading: Heading;
  metrics: IndustryDrawing['metrics'];
  /** The counts the averages rest on, printed (`base` in its file). */
  counts: IndustryBase;
};

/** The bars' box: as wide as its column (the bars stretch, nothing in it has a shape to keep), each bar 12 units high. */
const W = 400;

/**
 * What changes after the training, before against after: the base the averages rest on, then each measure a pale bar at the
 * client's own baseline (100) and a solid bar where it stands six months on, all four on one scale, the change written beside them.
 */
export function ImpactSection({ heading, base, counts, beforeLabel, afterLabel, metrics }: Props) {
  const most = Math.max(100, ...metrics.map((m) => m.after));
  const x = (v: number) => Math.round((v / most) * W * 10) / 10;
  return (
    // Laid out at once: it ends at the dark closing band, and Lighthouse's contrast check reads an unlaid row's text over that band.
    <Section id="impact" heading={heading} align="split" eager>
      {/* The base over the labels' column, the key over the bars'. */}
      <div className="grid gap-y-2 lg:grid-cols-12 lg:gap-x-8">
        <p className="text-sm text-pretty text-navy-900 lg:col-span-5" data-base>
          <span className="font-semibold">{base.label}:</span> <span data-count="programmes">{counts.programmes}</span> {base.programmes},{' '}
          <span data-count="learners">{counts.learners}</span> {base.learners} {base.since} {counts.since},{' '}
          {/* The month stays on one line with its "as of". */}
          <span className="whitespace-nowrap">
            {base.asOf} {counts.asOf}
          </span>
        </p>
        <p aria-hidden="true" className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted lg:col-span-7">
          <span className="inline-flex items-center gap-2">
            <span className="h-3 w-5 rounded-sm bg-indigo-600/20" />
            {beforeLabel}
          </span>
          <span className="inline-flex items-center gap-2">
            <span className="h-3 w-5 rounded-sm bg-indigo-600" />
            {afterLabel}
          </span>
        </p>
      </div>
      <div className="mt-4">
        {metrics.map((m) => (
          <dl
            key={m.label}
            className="grid grid-cols-[1fr_auto] items-center gap-x-6 gap-y-2 border-t border-navy-900/15 py-5 lg:grid-cols-12 lg:gap-x-8"
          >
            <dt className="font-semibold text-navy-900 lg:col-span-5">{keepWords(m.label)}</dt>
            <dd className="text-right text-navy-900 lg:order-last lg:col-span-2 lg:text-left">
              <FigureValue value={m.value} size="title" />
            </dd>
            <dd className="col-span-2 lg:col-span-5 lg:row-span-2">
              <svg viewBox={`0 0 ${W} 32`} preserveAspectRatio="none" className="block h-8 w-full" aria-hidden="true" focusable="false">
                <rect y="2" width={x(100)} height="12" className="fill-indigo-600/20" />
                <rect y="18" width={x(m.after)} height="12" className="fill-indigo-600" data-after={m.after} />
              </svg>
            </dd>
            {m.description ? (
              <dd className="col-span-2 text-sm text-pretty text-muted lg:col-span-5 lg:row-start-2">{keepRanges(m.description)}</dd>
            ) : null}
          </dl>
        ))}
      </div>
    </Section>
  );
}
