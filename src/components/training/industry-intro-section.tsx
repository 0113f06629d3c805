import { Section, SectionHeading } from '@/components/blocks/section';
import { Icon } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

function Checklist({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <div>
      <h3 id={id} className="text-h3 font-bold text-navy-900">
        {keepWords(title)}
      </h3>
      <ul aria-labelledby={id} className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
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
    <Section id="overview" labelledBy="overview-title">
      <SectionHeading id="overview-title" title={title} align="left" />
      <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr_1fr] lg:gap-12">
        <div className="hero-backdrop on-dark rounded-card p-8 text-white shadow-lift">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10 text-accent-300">
            <Icon name="sparkles" className="size-5" />
          </span>
          <h3 className="eyebrow mt-5 text-accent-300">{keepWords(useCaseLabel)}</h3>
          <p className="mt-3 text-lg leading-relaxed text-slate-100">{useCase}</p>
        </div>
        <Checklist id="sub-sectors" title={subSectorsLabel} items={subSectors} />
        <Checklist id="training-focus" title={focusLabel} items={trainingFocus} />
      </div>
    </Section>
  );
}
