import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { FigureValue } from '@/components/ui/figure-value';
import { claimOf } from '@/lib/ledger';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { ShareSplit } from '@/components/visuals/offering-art';

/** The revenue share drawn as a split of a hundred (the university's part in Edge's colour), the figure and its terms beside it, and how projects earn as rows. */
export function MonetisationSection({ share, split, points, ...section }: CollectionEntry<'edgePage'>['data']['monetisation']) {
  return (
    <Section id="monetisation" tone="surface" heading={section} align="split">
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-6">
          <ShareSplit share={share.value} shareLabel={split.shareLabel} restLabel={split.restLabel} />
          <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 border-t border-line pt-5">
            <dt className="col-start-2 row-start-1 font-semibold text-navy-900">{keepWords(share.label)}</dt>
            <dd className="col-start-1 row-start-1 text-navy-900">
              <FigureValue value={share.value} claim={claimOf(share)} tile />
            </dd>
            {share.description ? <dd className="col-span-2 mt-2 text-sm text-muted">{keepRanges(share.description)}</dd> : null}
          </dl>
        </div>
        <ul className="divide-y divide-line border-y border-line lg:col-span-6 lg:self-start">
          {points.map((p) => (
            <li key={p.title} className="py-5">
              <h3 className="text-title text-navy-900">{keepWords(p.title)}</h3>
              <p className="mt-1 text-muted">{p.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
