import type { HomePage, IndustryCardData, ProgrammeLevel } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { IndustryCard } from './industry-card';
import { ProgrammeLevels } from './programme-levels';
import { Panel } from '@/components/ui/panel';

type Industries = HomePage['industries'];

/** #industries: programme structure, the eight industry cards and the impact band. */
export function IndustriesSection({ copy, levels, industries }: { copy: Industries; levels: ProgrammeLevel[]; industries: IndustryCardData[] }) {
  return (
    <Section id="industries" heading={copy}>
      <ProgrammeLevels {...copy.programme} levels={levels} />
      <h3 className="mt-8 mb-5 text-center text-h3 font-bold text-navy-900 sm:mt-16 sm:mb-6">{keepWords(copy.cards.title)}</h3>
      <p className="-mt-3 mb-5 text-center text-sm text-muted sm:hidden">{copy.cards.note}</p>
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {industries.map((industry) => (
          <li key={industry.href} className="flex sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
            <IndustryCard industry={industry} labels={copy.cards} />
          </li>
        ))}
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
