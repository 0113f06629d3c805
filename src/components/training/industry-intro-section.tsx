import type { CollectionEntry } from 'astro:content';
import { Checklist } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';
import { Panel } from '@/components/ui/panel';

type Props = CollectionEntry<'trainingPage'>['data']['intro'] &
  Pick<CollectionEntry<'industries'>['data'], 'useCase' | 'subSectors' | 'trainingFocus'>;

export function IndustryIntroSection({ title, useCaseLabel, useCase, subSectorsLabel, subSectors, focusLabel, trainingFocus }: Props) {
  return (
    <Section id="overview" heading={{ title }}>
      <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr_1fr] lg:gap-12">
        <Panel className="p-8 shadow-lift">
          <IconBadge name="sparkles" tone="dark" />
          <h3 className="mt-5 eyebrow text-accent-300">{keepWords(useCaseLabel)}</h3>
          <p className="mt-3 text-lg leading-relaxed text-slate-100">{useCase}</p>
        </Panel>
        {[
          { id: 'sub-sectors', label: subSectorsLabel, items: subSectors },
          { id: 'training-focus', label: focusLabel, items: trainingFocus },
        ].map(({ id, label, items }) => (
          <div key={id}>
            <h3 id={id} className="text-h3 font-bold text-navy-900">
              {keepWords(label)}
            </h3>
            <Checklist items={items} large aria-labelledby={id} className="mt-4" />
          </div>
        ))}
      </div>
    </Section>
  );
}
