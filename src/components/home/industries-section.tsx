import { formatDuration, weeksOf } from '@/lib/duration';
import { ArrowRight } from 'lucide-react';
import type { HomePage, IndustryCardData, ProgrammeLevel } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { FigureValue } from '@/components/ui/figure-value';
import { keepWords } from '@/components/ui/keep-words';

type Props = { copy: HomePage['industries']; levels: ProgrammeLevel[]; industries: IndustryCardData[] };

/**
 * A value on a scale drawn as the field (a dot per unit, `units` of them) and the path up to the value, ending in a hollow
 * node; x in shares of the width, so the dots stay round at any width. Decorative: the figure beside it is the text.
 */
function Scale({ share, units, className }: { share: number; units: number; className: string }) {
  const x = `${Math.round(share * 1000) / 10}%`;
  return (
    <svg aria-hidden="true" focusable="false" className={className} data-scale="">
      <line
        x1="0"
        x2="100%"
        y1="50%"
        y2="50%"
        pathLength={units}
        strokeDasharray="0 1"
        strokeLinecap="round"
        strokeWidth="4"
        className="stroke-navy-900/25"
      />
      <line x1="0" x2={x} y1="50%" y2="50%" strokeWidth="3" strokeLinecap="round" className="stroke-indigo-600" />
      <circle cx={x} cy="50%" r="5" strokeWidth="3" className="fill-white stroke-indigo-600" />
    </svg>
  );
}

/** The tens that hold every value: the industries' satisfaction from 93 to 98% sits on a scale from 90 to 100%. */
const decade = (values: number[]) => [Math.floor(Math.min(...values) / 10) * 10, Math.ceil(Math.max(...values) / 10) * 10] as const;

/** The programme levels run side by side, not in sequence: each one's weeks drawn on one scale, the longest track's. */
export function IndustriesSection({ copy, levels, industries }: Props) {
  const { programme, cards } = copy;
  const weeks = levels.map((level) => weeksOf(level.duration));
  const longest = Math.max(...weeks);
  const [low, high] = decade(industries.map((i) => i.satisfaction));
  // The satisfaction column: the figure over its place on the scale on a phone, beside it from 640 px (the same tracks in the head and in every row).
  const rate = 'grid items-center gap-x-3 sm:grid-cols-[3rem_minmax(0,1fr)]';
  // The table's columns: the name (with the headline under it on a phone), the headline, the satisfaction (fixed, so head and rows agree).
  const columns = 'grid grid-cols-[minmax(0,1fr)_8rem] gap-x-4 sm:grid-cols-[minmax(0,1fr)_12rem] lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_13rem]';
  return (
    <Section id="industries" heading={copy} align="split">
      <h3 className="text-title text-navy-900">{keepWords(programme.title)}</h3>
      {programme.intro ? <p className="mt-1 text-muted">{programme.intro}</p> : null}
      <ol className="mt-4 border-t border-navy-900/15">
        {levels.map((level, i) => (
          // A phone: name and weeks on a line, the scale under them; from 1024 px the scale and weeks stand beside the words.
          <li
            key={level.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 border-b border-navy-900/15 py-3 sm:py-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)_5rem] lg:gap-x-10"
          >
            <h4 className="font-brand text-title font-bold text-navy-900">{keepWords(level.level)}</h4>
            <span className="text-right text-navy-900 lg:col-start-3 lg:row-span-3 lg:row-start-1">
              <FigureValue value={formatDuration(level.duration)} size="title" />
            </span>
            <Scale
              share={weeks[i] / longest}
              units={longest}
              className="col-span-2 mx-1.5 my-1 h-4 w-[calc(100%-0.75rem)] overflow-visible lg:col-span-1 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:my-0"
            />
            <p className="col-span-2 text-sm text-slate-700 lg:col-span-1">
              <span className="font-semibold">{programme.focusLabel}: </span>
              {level.focus}
            </p>
            <Fold title={programme.detailLabel} from="sm" variant="more" context={level.level} className="col-span-2 lg:col-span-1">
              <p className="text-sm text-muted sm:mt-1">{level.detail}</p>
            </Fold>
          </li>
        ))}
      </ol>

      <h3 className="mt-12 text-title text-navy-900 sm:mt-16">{keepWords(cards.title)}</h3>
      {/* The industries as a table: each row one link to its page, with its headline result and its satisfaction on one scale. */}
      <div aria-hidden="true" className={`mt-4 items-end border-b border-navy-900/15 pb-2 text-sm text-muted ${columns}`}>
        <span>
          {cards.industryLabel}
          <span className="lg:hidden"> · {cards.headlineLabel}</span>
        </span>
        <span className="max-lg:hidden">{cards.headlineLabel}</span>
        <span>
          {cards.satisfactionLabel}
          <span className={rate}>
            <span className="flex justify-between px-1.5 sm:col-start-2">
              <span>{low}%</span>
              <span>{high}%</span>
            </span>
          </span>
        </span>
      </div>
      <ul>
        {industries.map((industry) => (
          <li key={industry.href}>
            {/* The name's link stretches over the whole row, so the row is a single link. */}
            <article
              className={`group relative items-center border-b border-navy-900/15 py-3 hover:bg-indigo-50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-600 ${columns}`}
            >
              {/* A phone names the sector short (BFSI), a wider screen in full; the arrow stays with the last word. */}
              <h4 className="font-semibold text-navy-900 group-hover:text-indigo-700">
                <a href={industry.href} className="after:absolute after:inset-0">
                  <span className="sm:hidden">{industry.shortName}</span>
                  <span className="max-sm:hidden">{industry.name}</span>
                </a>
                <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em] text-indigo-600" />
              </h4>
              <dl className="contents">
                <div className="col-start-1 lg:col-start-2 lg:row-start-1">
                  <dt className="sr-only">{cards.headlineLabel}</dt>
                  <dd className="text-sm text-slate-700 lg:text-base">{industry.headline}</dd>
                </div>
                <div className="col-start-2 row-span-2 row-start-1 lg:col-start-3 lg:row-span-1">
                  <dt className="sr-only">{cards.satisfactionLabel}</dt>
                  <dd className={rate}>
                    <span className="figure-num text-title text-navy-900 sm:text-right">{industry.satisfaction}%</span>
                    <Scale
                      share={(industry.satisfaction - low) / (high - low)}
                      units={high - low}
                      className="mx-1.5 h-4 w-[calc(100%-0.75rem)] overflow-visible"
                    />
                  </dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-6 border-t border-navy-900/15 pt-8 sm:mt-16 lg:grid-cols-2 lg:items-end lg:gap-16">
        <div>
          <h3 className="text-title text-navy-900">{keepWords(copy.impactBand.title)}</h3>
          <p className="mt-3 text-muted">{copy.impactBand.body}</p>
        </div>
        <Figures variant="facts" items={copy.impactBand.stats} />
      </div>
    </Section>
  );
}
