import type { Figure } from '@/content/schemas/blocks';
import type { HomePage } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { Steps } from '@/components/blocks/steps';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';
import { Panel } from '@/components/ui/panel';

type Why = HomePage['whyChooseUs'];

/** Metric cards, two folding panels and the support panel. */
export function WhyChooseUsSection({ why }: { why: Why }) {
  const { additionalMetrics: metrics, methodology } = why;
  return (
    <Section id="why-choose-us" tone="surface" heading={why}>
      <Figures items={why.metrics} />
      <div className="mt-6 grid items-start gap-4 sm:mt-8 lg:grid-cols-2 lg:gap-6">
        <Fold id="additional-metrics" variant="panel" title={metrics.toggle.show} openTitle={metrics.toggle.hide}>
          <AdditionalMetrics {...metrics} />
        </Fold>
        <Fold id="training-approach" variant="panel" title={methodology.toggle.show} openTitle={methodology.toggle.hide}>
          <Methodology {...methodology} />
        </Fold>
      </div>
      <SupportPanel support={why.support} />
    </Section>
  );
}

/** The six further figures, shown inside the "additional metrics" panel. */
export function AdditionalMetrics({ title, items }: { title: string; items: Figure[] }) {
  return (
    <div className="card-surface p-6">
      <h3 className="text-h3 font-bold text-navy-900">{keepWords(title)}</h3>
      <Figures variant="list" items={items} size="sm" className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5" />
    </div>
  );
}

/** The training approach, step by step, inside its panel. */
export function Methodology({ title, steps }: Pick<Why['methodology'], 'title' | 'steps'>) {
  return (
    <div className="card-surface p-6">
      <h3 className="text-h3 font-bold text-navy-900">{keepWords(title)}</h3>
      <Steps steps={steps} variant="compact" />
    </div>
  );
}

function SupportPanel({ support }: { support: Why['support'] }) {
  return (
    <Panel className="mt-6 grid gap-6 p-6 sm:mt-8 sm:p-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
      <div>
        <h3 className="text-h3 font-bold">{keepWords(support.title)}</h3>
        <p className="mt-2 max-w-2xl text-slate-200">{support.body}</p>
        <Figures
          variant="list"
          items={support.promises}
          dark
          size="lg"
          className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 sm:flex sm:flex-wrap sm:gap-x-10"
        />
      </div>
      <OutboundLink to={{ kind: 'booking' }} variant="primary" size="lg" className="w-full sm:w-auto">
        {support.cta}
      </OutboundLink>
    </Panel>
  );
}
