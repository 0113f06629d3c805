import { ArrowRight } from 'lucide-react';
import type { HomePage, IndustryCardData, ProgrammeLevel } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { keepWords } from '@/components/ui/keep-words';
import { Panel } from '@/components/ui/panel';
import { ACCENT_CLASSES } from '@/components/visuals/accent-classes';

type Props = { copy: HomePage['industries']; levels: ProgrammeLevel[]; industries: IndustryCardData[] };

/** The programme levels get no chart: they run side by side, not in sequence. */
export function IndustriesSection({ copy, levels, industries }: Props) {
  const { programme, cards } = copy;
  return (
    <Section id="industries" heading={copy}>
      <div>
        <div className="mx-auto mb-6 max-w-3xl text-center">
          <h3 className="text-h3 font-bold text-navy-900">{keepWords(programme.title)}</h3>
          {programme.intro ? <p className="mt-1 text-muted">{programme.intro}</p> : null}
        </div>
        <ol className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {levels.map((level, i) => (
            <li key={level.id} className="relative flex flex-col card-surface p-4 sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0 sm:p-6">
              <div className="flex flex-wrap items-center justify-between gap-2 sm:gap-3">
                <span aria-hidden="true" className="text-sm font-bold text-indigo-700">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className="rounded-pill bg-navy-900 px-3 py-1 text-xs font-bold text-accent-300">{level.duration}</span>
              </div>
              <h4 className="mt-3 text-base font-bold text-navy-900 sm:text-lg">{keepWords(level.level)}</h4>
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-semibold text-navy-900">{programme.focusLabel}: </span>
                {level.focus}
              </p>
              <Fold title={programme.detailLabel} from="sm" variant="more" context={level.level} className="mt-auto pt-2 sm:mt-0 sm:pt-3">
                <p className="text-sm text-muted">{level.detail}</p>
              </Fold>
            </li>
          ))}
        </ol>
      </div>
      <h3 className="mt-8 mb-5 text-center text-h3 font-bold text-navy-900 sm:mt-16 sm:mb-6">{keepWords(cards.title)}</h3>
      <p className="-mt-3 mb-5 text-center text-sm text-muted sm:hidden">{cards.note}</p>
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {industries.map((industry) => {
          const accent = ACCENT_CLASSES[industry.colour];
          return (
            <li key={industry.href} className="flex sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
              {/* The heading link stretches over the whole card, so the card is a single link. */}
              <article className="group relative grid h-full grid-cols-[1fr_auto] items-center gap-x-3 overflow-hidden card-surface py-2.5 pr-4 pl-5 transition-shadow duration-200 hover:shadow-lift has-[a:focus-visible]:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500 sm:row-span-5 sm:grid-cols-1 sm:grid-rows-subgrid sm:items-stretch sm:gap-y-0 sm:p-6">
                <span
                  aria-hidden="true"
                  className={`absolute inset-y-0 left-0 w-1 sm:inset-x-0 sm:top-0 sm:bottom-auto sm:h-1 sm:w-auto ${accent.bar}`}
                />
                <p className={`hidden w-fit rounded-pill px-3 py-1 text-xs font-bold sm:block ${accent.badge}`}>{industry.shortName}</p>
                <h3 className="col-start-1 text-base leading-snug font-bold text-navy-900 sm:mt-4 sm:text-lg">
                  <a href={industry.href} className="group-hover:text-indigo-700 after:absolute after:inset-0 after:rounded-card">
                    {keepWords(industry.name)}
                  </a>
                </h3>
                <p className="mt-2 hidden pb-4 text-sm text-muted sm:block sm:pb-5">{industry.description}</p>
                {/* A phone shows a row: name over the headline result, the satisfaction figure on the right. */}
                <dl className="contents sm:flex sm:flex-col sm:gap-3 sm:border-t sm:border-line sm:pt-4">
                  <div className="col-start-1 flex flex-col">
                    <dt className="sr-only">{cards.headlineLabel}</dt>
                    <dd className="text-sm font-semibold text-slate-700 sm:text-base sm:font-bold sm:text-navy-900">{industry.headline}</dd>
                  </div>
                  <div className="col-start-2 row-span-2 row-start-1 flex min-w-14 flex-col text-right sm:text-left">
                    <dt className="order-2 text-xs text-muted max-sm:sr-only">{cards.satisfactionLabel}</dt>
                    <dd className="order-1 text-2xl font-extrabold text-indigo-700">{industry.satisfaction}%</dd>
                  </div>
                </dl>
                <p aria-hidden="true" className="mt-4 hidden items-center gap-1 text-sm font-semibold text-indigo-700 sm:inline-flex">
                  {cards.linkHint}
                  <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-1" />
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      <Panel className="mt-8 px-5 py-6 sm:mt-16 sm:px-10 sm:py-10">
        <div className="max-w-2xl">
          <h3 className="text-h3 font-bold">{keepWords(copy.impactBand.title)}</h3>
          <p className="mt-2 text-slate-200">{copy.impactBand.body}</p>
        </div>
        <Figures
          variant="ruled"
          items={copy.impactBand.stats}
          dark
          size="lg"
          className="mt-6 grid grid-cols-2 gap-4 sm:mt-8 sm:gap-6 lg:grid-cols-4"
        />
      </Panel>
    </Section>
  );
}
