import { ChevronDown } from 'lucide-react';
import type { Heading } from '@/content/schemas/blocks';
import { CardGrid, flatCard } from '@/components/blocks/cards';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { cn } from '@/lib/cn';

/**
 * Briefs that student teams build and deploy. On phones the projects are the rows of one card
 * (`phoneList`): title, domain and stack shown, the brief folded under the title in a native
 * `<details>` (no JavaScript needed); from `sm` up each is a card with its brief shown
 * (`::details-content`), the title then a plain heading.
 */
export function SampleProjectsSection({
  items,
  ...section
}: Heading & { items: { title: string; domain: string; description: string; stack: string[] }[] }) {
  return (
    <HeadedSection id="projects" heading={headingOf(section)}>
      <CardGrid cols={3} phoneList>
        {items.map((p) => (
          <article key={p.title} className={cn('card-surface flex h-full flex-col p-6', flatCard)}>
            <details className="group flex-1 sm:[&::details-content]:[content-visibility:visible]">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 sm:mt-2 sm:block sm:min-h-0 sm:cursor-auto [&::-webkit-details-marker]:hidden">
                <h3 className="text-lg leading-snug font-bold text-navy-900 sm:text-h3">{keepWords(p.title)}</h3>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-indigo-700 transition-transform group-open:rotate-180 sm:hidden" />
              </summary>
              <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{p.description}</p>
            </details>
            {/* On a phone the domain leads the row of chips; from `sm` up it is the eyebrow above the title. */}
            <div className="mt-2 flex flex-wrap items-center gap-1.5 sm:contents">
              <p className="eyebrow me-1 text-indigo-700 sm:order-first">{p.domain}</p>
              <ul className="flex flex-wrap gap-1.5 sm:order-last sm:mt-5 sm:gap-2">
                {p.stack.map((tech) => (
                  <li key={tech} className="rounded-md bg-surface px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-line sm:px-2.5 sm:py-1">
                    {tech}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
