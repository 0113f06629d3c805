import type { Heading } from '@/content/schemas/blocks';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { TimelineDiagram, type TimelineBar } from '@/components/visuals/diagrams/timeline-diagram';
import { site } from '@/lib/site';

type Item = { year: number; title: string; description: string };

/**
 * The company's two names on the years of its history: the former name from the founding to the
 * rebrand, the present one from the rebrand on (the spark). Only when the history runs from the
 * founding year to the rebrand year of src/lib/site.ts, as the schema requires.
 */
function eras(items: Item[]): TimelineBar[] | undefined {
  const [first, last] = [items[0]?.year, items.at(-1)?.year];
  if (first !== site.foundedYear || last !== site.rebrandYear) return undefined;
  const rebrand = site.rebrandYear - site.foundedYear;
  return [
    { title: site.formerName, span: { start: 0, end: rebrand } },
    { title: site.name, span: { start: rebrand, end: rebrand, open: true } },
  ];
}

/** The company's history: its names across the years, then one entry per year as an ordered list. */
export function TimelineSection({ items, ...section }: Heading & { items: Item[] }) {
  const names = eras(items);
  return (
    <HeadedSection id="journey" heading={headingOf(section)}>
      {names ? (
        <TimelineDiagram
          id="journey-names"
          bars={names}
          total={site.rebrandYear - site.foundedYear + 0.75}
          origin={site.foundedYear}
          numbered={false}
          className="mx-auto mb-10 max-w-3xl sm:mb-12"
        />
      ) : null}
      <ol className="relative mx-auto max-w-3xl before:absolute before:top-2 before:bottom-2 before:left-[calc(1.375rem-1px)] before:w-0.5 before:bg-indigo-100 sm:before:left-[calc(3.5rem-1px)]">
        {items.map((item, i) => (
          <li key={item.year} className="relative grid grid-cols-[3rem_1fr] gap-4 pb-10 last:pb-0 sm:grid-cols-[7rem_1fr] sm:gap-6">
            <div className="flex flex-col items-start sm:items-center">
              <span
                className={
                  i === 0 || i === items.length - 1
                    ? 'relative z-10 inline-flex h-11 min-w-11 items-center justify-center rounded-pill bg-accent-400 px-2 text-sm font-extrabold text-navy-950 sm:px-4 sm:text-base'
                    : 'relative z-10 inline-flex h-11 min-w-11 items-center justify-center rounded-pill bg-navy-900 px-2 text-sm font-extrabold text-white sm:px-4 sm:text-base'
                }
              >
                <time dateTime={String(item.year)}>{item.year}</time>
              </span>
            </div>
            <div className="card-surface p-6">
              <h3 className="text-h3 font-bold text-navy-900">{keepWords(item.title)}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
