import type { HomePage } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { Steps } from '@/components/blocks/steps';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';
import { Panel } from '@/components/ui/panel';

export function WhyChooseUsSection({ why }: { why: HomePage['whyChooseUs'] }) {
  const { additionalMetrics: metrics, methodology, support } = why;
  return (
    <Section id="why-choose-us" tone="surface" heading={why}>
      <Figures items={why.metrics} />
      <div className="mt-6 grid items-start gap-4 sm:mt-8 lg:grid-cols-2 lg:gap-6">
        <Fold id="additional-metrics" variant="panel" title={metrics.toggle.show} openTitle={metrics.toggle.hide}>
          <div className="card-surface p-6">
            <h3 className="text-h3 font-bold text-navy-900">{keepWords(metrics.title)}</h3>
            <Figures variant="list" items={metrics.items} size="sm" className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5" />
          </div>
        </Fold>
        <Fold id="training-approach" variant="panel" title={methodology.toggle.show} openTitle={methodology.toggle.hide}>
          <div className="card-surface p-6">
            <h3 className="text-h3 font-bold text-navy-900">{keepWords(methodology.title)}</h3>
            <Steps steps={methodology.steps} variant="compact" />
          </div>
        </Fold>
      </div>
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
    </Section>
  );
}
