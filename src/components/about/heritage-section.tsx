import type { CollectionEntry } from 'astro:content';
import { FigureCard } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

export function HeritageSection({ headline, story, pillars, clients, ...section }: CollectionEntry<'aboutPage'>['data']['heritage']) {
  return (
    <Section id="heritage" heading={section} align="column">
      {(heading) => (
        <div className="grid gap-8 sm:gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            {heading}
            <p className="text-xl font-extrabold tracking-tight text-indigo-700 sm:text-3xl">“{headline}”</p>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700 sm:mt-6 sm:text-lg">
              {story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-4 sm:gap-6">
            <ul className="divide-y divide-line card-surface">
              {pillars.map((pillar) => (
                <li key={pillar.title} className="flex gap-4 p-4 sm:p-6">
                  <IconBadge name={pillar.icon} />
                  <div>
                    <h3 className="text-h3 font-bold text-navy-900">{keepWords(pillar.title)}</h3>
                    <p className="mt-1 text-sm text-muted sm:text-base">{pillar.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <FigureCard {...clients} dark className="hero-backdrop" />
          </div>
        </div>
      )}
    </Section>
  );
}
