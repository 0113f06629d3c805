import type { Figure } from '@/content/schemas/blocks';
import type { HomePage } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { Steps } from '@/components/blocks/steps';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { FigureValue } from '@/components/ui/figure-value';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { openWithoutScript } from './text-fold';

/**
 * The training figures as a ledger: a row each, the figure in its own column (tabular, so the numbers line up), what it
 * measures beside it and how it was measured after that; on a phone the words stand under the label, beside the figure.
 */
function Ledger({ items }: { items: Figure[] }) {
  return (
    <dl className="border-t border-navy-900/15">
      {items.map((item) => (
        <div
          key={item.label}
          className="grid grid-cols-[5rem_minmax(0,1fr)] items-baseline gap-x-4 border-b border-navy-900/15 py-3 sm:grid-cols-[7rem_14rem_minmax(0,1fr)] sm:gap-x-6"
        >
          <dt className="col-start-2 row-start-1 font-semibold text-navy-900">{keepWords(item.label)}</dt>
          <dd className="col-start-1 row-span-2 row-start-1 text-navy-900 sm:row-span-1">
            <FigureValue value={item.value} size="title" claim={item.claim} tile />
          </dd>
          {item.description ? <dd className="col-start-2 text-sm text-muted sm:col-start-3 sm:row-start-1">{keepRanges(item.description)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

export function WhyChooseUsSection({ why }: { why: HomePage['whyChooseUs'] }) {
  const { additionalMetrics: metrics, methodology, support } = why;
  return (
    <Section id="why-choose-us" tone="surface" heading={why} align="split">
      <Ledger items={why.metrics} />
      <Fold id="additional-metrics" variant="more" title={metrics.toggle.show} openTitle={metrics.toggle.hide} className={openWithoutScript}>
        <h3 className="sr-only">{metrics.title}</h3>
        <Ledger items={metrics.items} />
      </Fold>
      <Fold id="training-approach" variant="more" title={methodology.toggle.show} openTitle={methodology.toggle.hide} className={openWithoutScript}>
        <h3 className="sr-only">{methodology.title}</h3>
        <div className="mt-4 border-t border-navy-900/15 pt-6">
          <Steps steps={methodology.steps} />
        </div>
      </Fold>
      <div className="mt-12 grid gap-6 border-t border-navy-900/15 pt-8 sm:mt-16 lg:grid-cols-12 lg:items-center lg:gap-8">
        <div className="lg:col-span-5">
          <h3 className="text-title text-navy-900">{keepWords(support.title)}</h3>
          <p className="mt-3 text-muted">{support.body}</p>
        </div>
        <Figures variant="facts" items={support.promises} className="lg:col-span-5" />
        <OutboundLink to={{ kind: 'booking' }} variant="primary" className="w-full sm:w-auto lg:col-span-2 lg:justify-self-end">
          {support.cta}
        </OutboundLink>
      </div>
    </Section>
  );
}
