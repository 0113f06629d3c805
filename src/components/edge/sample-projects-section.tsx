import type { CollectionEntry } from 'astro:content';
import { CardGrid } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { Fold } from '@/components/ui/fold';

/** Briefs as columns under a rule: domain, title, the brief (a fold under the title on a phone), then the stack in words. */
export function SampleProjectsSection({ items, ...section }: CollectionEntry<'edgePage'>['data']['projects']) {
  return (
    <Section id="projects" heading={section} align="split">
      <CardGrid cols={3} layout="list">
        {items.map((p) => (
          <article key={p.title} className="flex h-full flex-col border-t border-navy-900/15 pt-5 max-sm:border-0 max-sm:px-4 max-sm:py-3.5">
            <Fold title={keepWords(p.title)} from="sm" level={3} variant="card-title" className="flex-1">
              <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{p.description}</p>
            </Fold>
            {/* On a phone the domain leads the line of the stack and the line wraps as text; from `sm` up it stands above the title. */}
            <div className="mt-1 text-sm sm:contents">
              <p className="inline font-semibold text-navy-900 sm:order-first sm:block">{p.domain} </p>
              <ul className="inline text-muted sm:order-last sm:mt-4 sm:block">
                {p.stack.map((tech, i) => (
                  <li key={tech} className="inline">
                    {i > 0 ? <span aria-hidden="true"> · </span> : null}
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
