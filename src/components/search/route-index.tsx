import { Section } from '@/components/blocks/section';
import type { Heading } from '@/content/schemas/blocks';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchDocument } from '@/lib/site-search';

/** Every route and item search knows, by kind, as plain links: the page that works without JavaScript. */
export function RouteIndex({ heading, documents }: { heading: Heading; documents: SearchDocument[] }) {
  const groups = SEARCH_KINDS.map((kind) => ({ kind, items: documents.filter((d) => d.kind === kind) })).filter((g) => g.items.length > 0);
  return (
    <Section id="every-page" heading={heading}>
      {/* Lists of different lengths, so two newspaper columns from `md`, each group kept whole: not a grid of cards. */}
      <div className="gap-x-10 md:columns-2">
        {groups.map(({ kind, items }) => (
          <section key={kind} aria-labelledby={`every-page-${kind}`} className="mb-8 break-inside-avoid">
            <h3 id={`every-page-${kind}`} className="text-title text-navy-900">
              {SEARCH_KIND_LABELS[kind]} <span className="figure-num text-muted">({items.length})</span>
            </h3>
            <ul className="mt-3 divide-y divide-line border-y border-line">
              {items.map((d) => (
                <li key={d.url}>
                  <a href={d.url} className="block py-2.5 font-medium text-indigo-700 underline-offset-4 hover:underline">
                    {d.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
