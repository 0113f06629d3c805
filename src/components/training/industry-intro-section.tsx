import { Checklist } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';
import { Panel } from '@/components/ui/panel';

function TitledChecklist({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <div>
      <h3 id={id} className="text-h3 font-bold text-navy-900">
        {keepWords(title)}
      </h3>
      <Checklist items={items} large aria-labelledby={id} className="mt-4" />
    </div>
  );
}

/** The sector intro: one concrete use case, the sub-sectors we train and what the training covers. */
export function IndustryIntroSection({
  title,
  useCaseLabel,
  useCase,
  subSectorsLabel,
  subSectors,
  focusLabel,
  trainingFocus,
}: {
  title: string;
  useCaseLabel: string;
  useCase: string;
  subSectorsLabel: string;
  subSectors: string[];
  focusLabel: string;
  trainingFocus: string[];
}) {
  return (
    <Section id="overview" heading={{ title }}>
      <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr_1fr] lg:gap-12">
        <Panel className="p-8 shadow-lift">
          <IconBadge name="sparkles" tone="dark" />
          <h3 className="eyebrow mt-5 text-accent-300">{keepWords(useCaseLabel)}</h3>
          <p className="mt-3 text-lg leading-relaxed text-slate-100">{useCase}</p>
        </Panel>
        <TitledChecklist id="sub-sectors" title={subSectorsLabel} items={subSectors} />
        <TitledChecklist id="training-focus" title={focusLabel} items={trainingFocus} />
      </div>
    </Section>
  );
}
