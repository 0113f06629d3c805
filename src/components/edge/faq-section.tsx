import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { keepWords } from '@/components/ui/keep-words';

/** The questions beside their heading from 1024 px, as rows on hairlines. */
export function FaqSection({ items, ...section }: CollectionEntry<'edgePage'>['data']['faq']) {
  return (
    <Section id="faq" heading={section} align="column">
      {(heading) => (
        <div className="grid gap-x-12 lg:grid-cols-12">
          <div className="lg:col-span-4">{heading}</div>
          <div className="divide-y divide-navy-900/15 border-y border-navy-900/15 lg:col-span-8">
            {items.map((item) => (
              <Fold key={item.question} title={keepWords(item.question)} level={3} variant="question">
                <p className="px-4 pb-5 text-muted sm:px-6">{item.answer}</p>
              </Fold>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
