/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   browsers drop the table semantics of parts whose display a phone layout changes, so the roles are stated. */
import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';

/** A sourced table, set as a ledger (docs/brand.md): hairline rows, amounts in the figure face, the sources under it. On a phone each country is one row of three lines. */
export function InvestmentSection({ caption, sourcesLabel, columns, rows, note, ...section }: CollectionEntry<'edgePage'>['data']['investment']) {
  const sources = [...new Set(rows.map((r) => r.source))];
  const th = 'pb-3 pr-4 text-left text-sm font-semibold text-muted';
  const wide = 'md:py-4 md:pr-4';
  return (
    <Section id="investment" tone="surface" heading={section} align="split">
      <table role="table" aria-describedby="investment-sources" className="w-full border-collapse text-base max-md:flex max-md:flex-col">
        <caption className="caption-bottom pt-4 text-left text-sm font-semibold text-navy-900 max-md:order-last max-md:block">{caption}</caption>
        <thead role="rowgroup" className="border-b border-navy-900/30 max-md:sr-only">
          <tr role="row">
            {[columns.country, columns.programme, columns.amount, columns.year, columns.focus].map((name) => (
              <th key={name} role="columnheader" scope="col" className={th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-navy-900/15 border-b border-navy-900/15 max-md:block max-md:border-t">
          {rows.map((r) => (
            <tr
              key={`${r.country}-${r.programme}`}
              role="row"
              className="align-baseline max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto_auto] max-md:items-baseline max-md:gap-x-3 max-md:py-3"
            >
              <th role="rowheader" scope="row" className={`text-left font-semibold text-navy-900 max-md:col-start-1 max-md:row-start-1 ${wide}`}>
                {r.country}
              </th>
              {[
                ['text-ink max-md:col-span-3 max-md:row-start-2', r.programme],
                ['figure-num text-title whitespace-nowrap text-navy-900 max-md:col-start-2 max-md:row-start-1 max-md:text-right', r.amount],
                ['text-muted tabular-nums max-md:col-start-3 max-md:row-start-1', r.year],
                ['text-sm text-muted max-md:col-span-3 max-md:row-start-3 max-md:mt-0.5', r.focus],
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
      <Fold title={sourcesLabel} from="md" variant="note" className="mt-2 text-sm text-muted">
        <p id="investment-sources" className="max-w-4xl md:mt-1">
          Sources: {sources.join('; ')}.{note ? <> {note}</> : null}
        </p>
      </Fold>
    </Section>
  );
}
