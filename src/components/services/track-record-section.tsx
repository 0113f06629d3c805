import type { Figure, Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { FigureValue } from '@/components/ui/figure-value';
import { keepRanges } from '@/components/ui/keep-words';

type TrackRecordProps = Heading & { items: Figure[]; heads: { figure: string; measure: string } };

/** The track record as a table on paper: each row a figure beside what it counts. */
export function TrackRecordSection({ items, heads, ...section }: TrackRecordProps) {
  return (
    <Section id="track-record" tone="surface" heading={section} align="split">
      <table aria-labelledby="track-record-title" className="w-full text-left">
        <thead className="text-sm text-muted">
          <tr>
            <th scope="col" className="pr-6 pb-3 font-semibold">
              {heads.figure}
            </th>
            <th scope="col" className="pb-3 font-semibold">
              {heads.measure}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.label} className="border-t border-line align-baseline">
              <th scope="row" className="py-5 pr-6 font-normal whitespace-nowrap text-navy-900 sm:w-1/4">
                <FigureValue value={item.value} claim={item.claim} tile />
              </th>
              <td className="py-5">
                <p className="font-semibold text-navy-900">{item.label}</p>
                {item.description ? <p className="mt-1 max-w-2xl text-sm text-pretty text-muted">{keepRanges(item.description)}</p> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
