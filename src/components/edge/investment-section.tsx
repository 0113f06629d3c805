/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The table's roles are stated on purpose: on a phone its parts are laid out as blocks, and browsers
   drop the table semantics of elements whose display is changed. */
import type { Heading } from '@/content/schemas/blocks';
import { Section, SectionHeading, headingOf } from '@/components/blocks/section';

export interface InvestmentRow {
  country: string;
  programme: string;
  amount: string;
  year: number;
  focus: string;
  source: string;
}

interface Props extends Heading {
  caption: string;
  columns: { country: string; programme: string; amount: string; year: string; focus: string };
  rows: InvestmentRow[];
  note?: string;
}

/**
 * Government AI investment as a real table. On a phone each row is a card with every cell labelled,
 * so nothing scrolls sideways; the explicit roles keep it a table for assistive technology when the
 * cells are laid out as blocks (browsers drop table semantics with `display: block`). The caption
 * names each figure's public source.
 */
export function InvestmentSection({ caption, columns, rows, note, ...section }: Props) {
  const sources = [...new Set(rows.map((r) => r.source))];
  const th = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-slate-600 uppercase';
  const cell = 'max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:gap-3 max-md:py-1.5 md:px-4 md:py-4';
  const label = (text: string) => (
    <span aria-hidden="true" className="text-xs font-bold tracking-wide text-slate-600 uppercase md:hidden">
      {text}
    </span>
  );
  return (
    <Section id="investment" tone="surface" labelledBy="investment-title">
      <SectionHeading id="investment-title" {...headingOf(section)} />
      <div className="md:card-surface md:overflow-hidden">
        <table role="table" className="w-full border-collapse text-sm max-md:flex max-md:flex-col">
          <caption className="caption-bottom px-4 py-4 text-left text-sm text-muted max-md:order-last max-md:mt-4 max-md:block max-md:px-0 max-md:py-0 md:border-t md:border-line">
            <span className="font-semibold text-navy-900">{caption}</span> Sources: {sources.join('; ')}.{note ? <> {note}</> : null}
          </caption>
          <thead role="rowgroup" className="bg-surface max-md:sr-only">
            <tr role="row">
              <th role="columnheader" scope="col" className={th}>
                {columns.country}
              </th>
              <th role="columnheader" scope="col" className={th}>
                {columns.programme}
              </th>
              <th role="columnheader" scope="col" className={th}>
                {columns.amount}
              </th>
              <th role="columnheader" scope="col" className={th}>
                {columns.year}
              </th>
              <th role="columnheader" scope="col" className={th}>
                {columns.focus}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-md:flex max-md:flex-col max-md:gap-3 md:divide-y md:divide-line">
            {rows.map((r) => (
              <tr key={`${r.country}-${r.programme}`} role="row" className="max-md:card-surface max-md:block max-md:p-4">
                <th
                  role="rowheader"
                  scope="row"
                  className="text-left text-base font-bold text-navy-900 max-md:mb-2 max-md:block md:px-4 md:py-4 md:text-sm"
                >
                  {r.country}
                </th>
                <td role="cell" className={`${cell} text-slate-700`}>
                  {label(columns.programme)}
                  <span>{r.programme}</span>
                </td>
                <td role="cell" className={`${cell} font-bold text-indigo-700 md:whitespace-nowrap`}>
                  {label(columns.amount)}
                  <span>{r.amount}</span>
                </td>
                <td role="cell" className={`${cell} text-slate-700 tabular-nums`}>
                  {label(columns.year)}
                  <span>{r.year}</span>
                </td>
                <td role="cell" className={`${cell} text-slate-700`}>
                  {label(columns.focus)}
                  <span>{r.focus}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
