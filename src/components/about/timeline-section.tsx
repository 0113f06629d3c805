import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { cn } from '@/lib/cn';
import { keepWords } from '@/components/ui/keep-words';

export function TimelineSection({ items, ...section }: CollectionEntry<'aboutPage'>['data']['timeline']) {
  return (
    <Section id="journey" tone="surface" heading={section}>
      <ol className="relative mx-auto max-w-3xl sm:before:absolute sm:before:top-2 sm:before:bottom-2 sm:before:left-[calc(3.5rem-1px)] sm:before:w-0.5 sm:before:bg-indigo-100">
        {items.map((item, i) => {
          const ends = i === 0 || i === items.length - 1;
          return (
            <li
              key={item.year}
              className="relative grid gap-1 pb-6 pl-7 before:absolute before:top-3 before:-bottom-1.5 before:left-[calc(0.375rem-1px)] before:w-0.5 before:bg-indigo-100 last:pb-0 last:before:hidden sm:grid-cols-[7rem_1fr] sm:gap-6 sm:pb-10 sm:pl-0 sm:before:hidden"
            >
              <span
                aria-hidden="true"
                className={cn('absolute top-1.5 left-0 size-3 rounded-full ring-4 ring-white sm:hidden', ends ? 'bg-accent-400' : 'bg-navy-900')}
              />
              <div className="flex flex-col items-start sm:items-center">
                <span
                  className={cn(
                    'relative z-10 inline-flex items-center justify-center text-sm font-extrabold sm:min-h-11 sm:min-w-11 sm:rounded-pill sm:px-4 sm:text-base',
                    ends ? 'text-accent-800 sm:bg-accent-400 sm:text-navy-950' : 'text-indigo-700 sm:bg-navy-900 sm:text-white',
                  )}
                >
                  <time dateTime={String(item.year)}>{item.year}</time>
                </span>
              </div>
              <div className="sm:card-surface sm:p-6">
                <h3 className="text-lg leading-snug font-bold text-navy-900 sm:text-h3">{keepWords(item.title)}</h3>
                <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{item.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
