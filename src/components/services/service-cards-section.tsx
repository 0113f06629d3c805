import type { Heading } from '@/content/schemas/blocks';
import { CardGrid, cardRows } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { Icon } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';
import type { ServiceCardData } from '@/lib/service-cards';

export function ServiceCardsSection({ cards, ...section }: Heading & { cards: ServiceCardData[] }) {
  return (
    <Section id="services" tone="surface" heading={section}>
      <CardGrid cols={cards.length === 2 || cards.length === 4 ? 2 : 3} parts={4}>
        {cards.map((service) => (
          <article key={service.title} className={`flex h-full flex-col card-surface p-6 sm:p-8 ${cardRows(4)}`}>
            <h3 className="text-h3 font-bold text-navy-900">{keepWords(service.title)}</h3>
            <p className="mt-3 text-muted">{service.description}</p>
            <dl className="mt-6 flex flex-1 flex-col gap-4 border-t border-line pt-6 md:row-span-2 md:grid md:grid-rows-subgrid">
              {service.details.map(({ field, label, value }) => (
                <div key={field} className="last:mt-auto md:last:mt-0">
                  <dt className="text-xs font-bold tracking-wide text-indigo-700 uppercase">{label}</dt>
                  {Array.isArray(value) ? (
                    <dd className="mt-2">
                      <ul className="space-y-2">
                        {value.map((item) => (
                          <li key={item} className="flex gap-2 text-sm text-slate-700">
                            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
                            <span>{item}</span>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  ) : (
                    <dd className="mt-1 font-semibold text-navy-900">{value}</dd>
                  )}
                </div>
              ))}
            </dl>
          </article>
        ))}
      </CardGrid>
    </Section>
  );
}
