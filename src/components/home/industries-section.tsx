import { Section, SectionHeading } from '@/components/ui/section';
import { industryPath } from '@/lib/routes';
import { IndustryCard } from './industry-card';
import { ProgrammeLevels } from './programme-levels';
import type { HomePage, IndustryCardData, ProgrammeLevel } from './types';
import { keepWords } from '@/components/ui/keep-words';

type Industries = HomePage['industries'];

/** #industries: programme structure, the eight industry cards and the impact band. */
export function IndustriesSection({ copy, levels, industries }: { copy: Industries; levels: ProgrammeLevel[]; industries: IndustryCardData[] }) {
  return (
    <Section id="industries" labelledBy="industries-title">
      <SectionHeading id="industries-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ProgrammeLevels {...copy.programme} levels={levels} />
      <h3 className="mt-16 mb-6 text-h3 font-bold text-navy-900">{keepWords(copy.cards.title)}</h3>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {industries.map((industry) => (
          <li key={industry.slug} className="flex">
            <IndustryCard industry={industry} href={industryPath(industry.slug)} labels={copy.cards} />
          </li>
        ))}
      </ul>
      <div className="hero-backdrop on-dark mt-16 rounded-[1.5rem] px-6 py-10 text-white sm:px-10">
        <div className="max-w-2xl">
          <h3 className="text-h3 font-bold">{keepWords(copy.impactBand.title)}</h3>
          <p className="mt-2 text-slate-200">{copy.impactBand.body}</p>
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {copy.impactBand.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col border-l-2 border-accent-400 pl-4">
              <dt className="order-2 text-sm text-slate-200">{stat.label}</dt>
              <dd className="order-1 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
