import { Section, SectionHeading } from '@/components/ui/section';
import type { SectionCopy } from './types';

export interface InvestmentRow {
  country: string;
  programme: string;
  amount: string;
  year: number;
  focus: string;
  source: string;
}

interface Props {
  heading: SectionCopy;
  caption: string;
  columns: { country: string; programme: string; amount: string; year: string; focus: string };
  rows: InvestmentRow[];
  note?: string;
}

/** Government AI investment as a real table; the caption names each figure's public source. */
export function InvestmentSection({ heading, caption, columns, rows, note }: Props) {
  const sources = [...new Set(rows.map((r) => r.source))];
  const th = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-slate-600 uppercase';
  return (
    <Section id="investment" tone="surface" labelledBy="investment-title">
      <SectionHeading id="investment-title" {...heading} />
      {/* A keyboard-scrollable region: on narrow screens the table scrolls sideways and its caption stays in view. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby="investment-caption" tabIndex={0} className="card-surface overflow-x-auto">
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption id="investment-caption" className="caption-bottom border-t border-line px-4 py-4 text-left text-sm text-muted max-md:sticky max-md:left-0 max-md:w-[calc(100vw-2.5rem)]">
            <span className="font-semibold text-navy-900">{caption}</span> Sources: {sources.join('; ')}.
            {note ? <> {note}</> : null}
          </caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className={th}>{columns.country}</th>
              <th scope="col" className={th}>{columns.programme}</th>
              <th scope="col" className={th}>{columns.amount}</th>
              <th scope="col" className={th}>{columns.year}</th>
              <th scope="col" className={th}>{columns.focus}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <tr key={`${r.country}-${r.programme}`}>
                <th scope="row" className="px-4 py-4 text-left font-semibold text-navy-900">{r.country}</th>
                <td className="px-4 py-4 text-slate-700">{r.programme}</td>
                <td className="px-4 py-4 font-bold whitespace-nowrap text-indigo-700">{r.amount}</td>
                <td className="px-4 py-4 text-slate-700 tabular-nums">{r.year}</td>
                <td className="px-4 py-4 text-slate-700">{r.focus}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
