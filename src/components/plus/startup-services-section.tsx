import { Section, SectionHeading } from '@/components/ui/section';
import { Badge } from '@/components/ui/feature-card';
import { Icon, type IconName } from '@/components/ui/icon';
import { CardGrid } from '@/components/sections/card-grid';
import { keepWords } from '@/components/ui/keep-words';

export interface StartupService {
  icon: IconName;
  title: string;
  description: string;
  services: string[];
  timeframe: string;
  outcome: string;
}

interface Props {
  id: string;
  heading: { eyebrow?: string; title: string; intro?: string };
  timeframeLabel: string;
  outcomeLabel: string;
  services: StartupService[];
}

/** Four startup engagements, each with its timeframe badge and the outcome to expect. */
export function StartupServicesSection({ id, heading, timeframeLabel, outcomeLabel, services }: Props) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <CardGrid cols={2}>
        {services.map((s) => (
          <article key={s.title} className="card-surface flex h-full flex-col p-6 sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                <Icon name={s.icon} className="size-6" />
              </span>
              <Badge className="bg-accent-300/40 text-accent-800">
                <span className="sr-only">{timeframeLabel}: </span>
                {s.timeframe}
              </Badge>
            </div>
            <h3 className="mt-5 text-h3 font-bold text-navy-900">{keepWords(s.title)}</h3>
            <p className="mt-2 text-muted">{s.description}</p>
            <ul className="mt-5 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
              {s.services.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success-700" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-6 rounded-xl bg-surface p-4 ring-1 ring-line">
              <p className="eyebrow text-indigo-700">{outcomeLabel}</p>
              <p className="mt-1 font-medium text-navy-900">{s.outcome}</p>
            </div>
          </article>
        ))}
      </CardGrid>
    </Section>
  );
}
