import type { Heading } from '@/content/schemas/blocks';
import { CardGrid } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { Icon } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';
import type { ServiceCardData } from '@/lib/service-cards';

/** The services as columns under a rule (docs/brand.md: no boxes for what does not open); title, text and the two details share rows across. */
export function ServiceCardsSection({ cards, ...section }: Heading & { cards: ServiceCardData[] }) {
  return (
    <Section id="services" tone="surface" heading={section} align="split">
      <CardGrid cols={cards.length === 2 || cards.length === 4 ? 2 : 3} parts={4}>
        {cards.map((service) => (
          <article
            key={service.title}
            className="flex h-full flex-col border-t-2 border-indigo-600 pt-5 md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0"
          >
            <h3 className="text-title text-navy-900">{keepWords(service.title)}</h3>
            <p className="mt-2 text-muted">{service.description}</p>
            <dl className="mt-5 flex flex-1 flex-col gap-4 md:row-span-2 md:grid md:grid-rows-subgrid">
              {service.details.map(({ field, label, value }) => (
                <div key={field} className="border-t border-line pt-4">
                  <dt className="text-sm font-semibold text-muted">{label}</dt>
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
