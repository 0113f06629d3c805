import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

/** The story beside the three things the company did then, as rows on hairlines; the client count is the page top's point. */
export function HeritageSection({ headline, story, pillars, ...section }: Omit<CollectionEntry<'aboutPage'>['data']['heritage'], 'clients'>) {
  return (
    <Section id="heritage" heading={section} align="column">
      {(heading) => (
        <div className="grid gap-8 sm:gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            {heading}
            <p className="font-brand text-title text-navy-900">“{headline}”</p>
            <div className="mt-4 space-y-4 text-slate-700 sm:text-lead">
              {story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ul className="divide-y divide-line border-y border-line lg:self-center">
            {pillars.map((pillar) => (
              <li key={pillar.title} className="flex gap-4 py-5">
                <IconBadge name={pillar.icon} />
                <div>
                  <h3 className="text-title text-navy-900">{keepWords(pillar.title)}</h3>
                  <p className="mt-1 text-muted">{pillar.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
