import type { CollectionEntry } from 'astro:content';
import { CardGrid, flatCard } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { Fold } from '@/components/ui/fold';
import { cn } from '@/lib/cn';

export function SampleProjectsSection({ items, ...section }: CollectionEntry<'edgePage'>['data']['projects']) {
  return (
    <Section id="projects" heading={section}>
      <CardGrid cols={3} layout="list">
        {items.map((p) => (
          <article key={p.title} className={cn('flex h-full flex-col card-surface p-6', flatCard)}>
            <Fold title={keepWords(p.title)} from="sm" level={3} variant="card-title" className="flex-1">
              <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{p.description}</p>
            </Fold>
            {/* On a phone the domain leads the row of chips; from `sm` up it is the eyebrow above the title. */}
            <div className="mt-2 flex flex-wrap items-center gap-1.5 sm:contents">
              <p className="me-1 eyebrow text-indigo-700 sm:order-first">{p.domain}</p>
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
    </Section>
  );
}
