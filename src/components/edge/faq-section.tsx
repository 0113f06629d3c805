import { ChevronDown } from 'lucide-react';
import type { Heading } from '@/content/schemas/blocks';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

/** Questions and answers as native disclosure widgets: no JavaScript needed. */
export function FaqSection({ items, ...section }: Heading & { items: { question: string; answer: string }[] }) {
  return (
    <HeadedSection id="faq" tone="surface" heading={headingOf(section)}>
      <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold sm:px-6 sm:py-5 text-navy-900 [&::-webkit-details-marker]:hidden">
              <h3>{keepWords(item.question)}</h3>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-indigo-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-4 pb-4 text-muted sm:px-6 sm:pb-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </HeadedSection>
  );
}
