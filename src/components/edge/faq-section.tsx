import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { keepWords } from '@/components/ui/keep-words';

export function FaqSection({ items, ...section }: CollectionEntry<'edgePage'>['data']['faq']) {
  return (
    <Section id="faq" tone="surface" heading={section}>
      <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {items.map((item) => (
          <Fold key={item.question} title={keepWords(item.question)} level={3} variant="question">
            <p className="px-4 pb-4 text-muted sm:px-6 sm:pb-6">{item.answer}</p>
          </Fold>
        ))}
      </div>
    </Section>
  );
}
