import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

type Props = CollectionEntry<'trainingPage'>['data']['intro'] &
  CollectionEntry<'industries'>['data']['sections']['overview'] &
  Pick<CollectionEntry<'industries'>['data'], 'useCase' | 'subSectors' | 'trainingFocus'>;

/** The sector in a paragraph: its heading over the use case its teams build (a paper block on an indigo rule), beside whom we train and what the training covers, each a column under a rule. */
export function IndustryIntroSection({ title, useCaseLabel, useCase, subSectorsLabel, subSectors, focusLabel, trainingFocus }: Props) {
  return (
    <Section id="overview" heading={{ title }}>
      {(heading) => (
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-5 [&>div]:mb-6 sm:[&>div]:mb-8">
            {heading}
            <div className="border-l-4 border-indigo-600 bg-surface py-5 pr-6 pl-5 sm:py-6 sm:pr-8 sm:pl-7">
              <h3 className="text-title text-navy-900">{keepWords(useCaseLabel)}</h3>
              <p className="mt-3 text-lead text-pretty text-slate-700">{useCase}</p>
            </div>
          </div>
          <div className="grid gap-10 sm:grid-cols-2 sm:gap-8 lg:col-span-7 lg:pt-2">
            {[
              { id: 'sub-sectors', label: subSectorsLabel, items: subSectors },
              { id: 'training-focus', label: focusLabel, items: trainingFocus },
            ].map(({ id, label, items }) => (
              <div key={id} className="border-t border-navy-900/15 pt-4">
                <h3 id={id} className="text-title text-navy-900">
                  {keepWords(label)}
                </h3>
                <ul aria-labelledby={id} className="mt-3 divide-y divide-line">
                  {items.map((item) => (
                    <li key={item} className="py-2.5 text-pretty text-slate-700">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
