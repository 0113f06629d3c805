import type { Heading } from '@/content/schemas/blocks';
import { CardGrid } from '@/components/blocks/cards';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

/** Briefs that student teams build and deploy. */
export function SampleProjectsSection({
  items,
  ...section
}: Heading & { items: { title: string; domain: string; description: string; stack: string[] }[] }) {
  return (
    <HeadedSection id="projects" tone="surface" heading={headingOf(section)}>
      <CardGrid cols={3}>
        {items.map((p) => (
          <article key={p.title} className="card-surface flex h-full flex-col p-6">
            <p className="eyebrow text-indigo-700">{p.domain}</p>
            <h3 className="mt-2 text-h3 font-bold text-navy-900">{keepWords(p.title)}</h3>
            <p className="mt-2 flex-1 text-muted">{p.description}</p>
            <ul className="mt-5 flex flex-wrap gap-2">
              {p.stack.map((tech) => (
                <li key={tech} className="rounded-md bg-surface px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-line">
                  {tech}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
