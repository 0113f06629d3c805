/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   browsers drop the table semantics of parts whose display a phone layout changes, so the roles are stated. */
import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';

export function InvestmentSection({ caption, sourcesLabel, columns, rows, note, ...section }: CollectionEntry<'edgePage'>['data']['investment']) {
  const sources = [...new Set(rows.map((r) => r.source))];
  const th = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-slate-600 uppercase';
  const wide = 'md:px-4 md:py-4';
  return (
    <Section id="investment" tone="surface" heading={section}>
      <div className="overflow-hidden card-surface">
        <table role="table" aria-describedby="investment-sources" className="w-full border-collapse text-sm max-md:flex max-md:flex-col">
          <caption className="caption-bottom border-t border-line px-4 pt-4 text-left text-sm font-semibold text-navy-900 max-md:order-last max-md:block">
            {caption}
          </caption>
          <thead role="rowgroup" className="bg-surface max-md:sr-only">
            <tr role="row">
              {[columns.country, columns.programme, columns.amount, columns.year, columns.focus].map((name) => (
                <th key={name} role="columnheader" scope="col" className={th}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-line max-md:block">
            {rows.map((r) => (
              <tr
                key={`${r.country}-${r.programme}`}
                role="row"
                className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto_auto] max-md:items-baseline max-md:gap-x-3 max-md:px-4 max-md:py-3"
              >
                <th
                  role="rowheader"
                  scope="row"
                  className={`text-left text-base font-bold text-navy-900 max-md:col-start-1 max-md:row-start-1 md:text-sm ${wide}`}
                >
                  {r.country}
                </th>
                {[
                  ['text-slate-700 max-md:col-span-3 max-md:row-start-2 max-md:font-medium max-md:text-navy-900', r.programme],
                  ['font-bold whitespace-nowrap text-indigo-700 max-md:col-start-2 max-md:row-start-1 max-md:text-right', r.amount],
                  ['text-slate-700 tabular-nums max-md:col-start-3 max-md:row-start-1 max-md:text-muted', r.year],
                  ['text-slate-700 max-md:col-span-3 max-md:row-start-3 max-md:mt-0.5 max-md:text-muted', r.focus],
                ].map(([cell, value]) => (
                  <td key={cell} role="cell" className={`${cell} ${wide}`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {/* Beside the table, not in its caption: a caption may not hold a control (the summary). */}
        <Fold title={sourcesLabel} from="md" variant="note" className="px-4 pb-4 text-sm text-muted">
          <p id="investment-sources" className="md:mt-1">
            Sources: {sources.join('; ')}.{note ? <> {note}</> : null}
          </p>
        </Fold>
      </div>
    </Section>
  );
}
