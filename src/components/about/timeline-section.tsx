import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

/** The milestones on one path: down the page on a phone, along rows of three from 1024 px; a hollow node marks each year. */
export function TimelineSection({ items, ...section }: CollectionEntry<'aboutPage'>['data']['timeline']) {
  return (
    <Section id="journey" tone="surface" heading={section} align="split">
      <ol className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.year}
            className="relative border-l-2 border-indigo-600/35 pb-8 pl-6 before:absolute before:top-2 before:-left-[7px] before:size-3 before:rounded-full before:bg-white before:ring-2 before:ring-indigo-600 sm:border-t-2 sm:border-l-0 sm:pt-6 sm:pl-0 sm:before:-top-[7px] sm:before:left-0"
          >
            <time dateTime={String(item.year)} className="block figure-num text-title text-indigo-700">
              {item.year}
            </time>
            <h3 className="mt-2 text-title text-navy-900">{keepWords(item.title)}</h3>
            <p className="mt-1 text-muted">{item.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
