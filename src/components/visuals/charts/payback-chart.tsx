import type { Figure } from '@/content/schemas/blocks';
import { cn } from '@/lib/cn';
import { placeLabel, textWidth } from '../diagrams/label-fit';
import { pct } from '../diagrams/light-accent';
import { ticks } from '../diagrams/spans';
import { formatMoney, payback } from './payback';

/**
 * Cumulative savings against the full cost, month by month from go-live: the line climbs through the
 * first year's savings, crosses the cost at break-even (the amber spark) and ends at the five-year
 * total the return implies. Drawn from the same figures the metric cards print (payback.ts), each
 * labelled on the chart; the chart is an image whose text alternative states them.
 *
 * Across, positions are shares of the width; down, pixels; so text keeps its size at every width.
 */
export interface PaybackFigures {
  title: string;
  axis: string;
  cost: Figure;
  firstYear: Figure;
  breakEven: Figure;
  return: Figure;
}

const TOP = 34;
/** The plot's width on a 320 px screen, inside its card: labels are placed to fit it. */
const NARROWEST = 232;
const H = 210;

/** A point on the savings line, carrying its numbers for the tests that measure the drawing. */
function Point({
  cx,
  cy,
  name,
  month,
  value,
  returnPct,
}: {
  cx: string;
  cy: number;
  name: string;
  month: number;
  value: number;
  returnPct?: number;
}) {
  return (
    <circle
      cx={cx}
      cy={cy}
      r="7"
      className="fill-navy-900 stroke-indigo-600"
      strokeWidth="3"
      data-point={name}
      data-month={month}
      data-value={value}
      data-return={returnPct}
    />
  );
}

export function PaybackChart({ figures, className }: { figures: PaybackFigures; className?: string }) {
  const { cost, firstYear, breakEven } = figures;
  const data = payback({ cost: cost.value, firstYear: firstYear.value, breakEven: breakEven.value, returnPct: figures.return.value });
  const top = data.points.at(-1)!.saved;
  const x = (month: number) => pct(month, data.horizon);
  const y = (saved: number) => TOP + H - (H * saved) / top;
  const [, year, even, end] = data.points;
  const label = (f: Figure) => `${f.label} ${f.value}`;
  /** A label that starts `gap` px right of a point, moved left if it would run past the narrowest plot. */
  const beside = (month: number, f: Figure, gap: number) =>
    pct(placeLabel(month / data.horizon, month / data.horizon, textWidth(label(f), 13, true), -gap, NARROWEST).at, 1);
  return (
    <figure className={cn('flex flex-col gap-4', className)} data-chart="payback">
      <figcaption className="text-h3 font-bold text-navy-900">{figures.title}</figcaption>
      <div className="px-3">
        <svg
          width="100%"
          height={TOP + H + 44}
          className="block overflow-visible"
          role="img"
          aria-label={[cost, firstYear, breakEven, figures.return].map(label).join(', ')}
        >
          {ticks(top, 4)
            .slice(1)
            .map((t) => (
              <g key={t}>
                <line x1="0" x2="100%" y1={y(t)} y2={y(t)} className="stroke-line" />
                <text x="0" y={y(t) - 5} className="fill-muted text-xs">
                  {formatMoney(t, data.cost)}
                </text>
              </g>
            ))}
          <svg y={TOP} width="100%" height={H} viewBox={`0 0 ${data.horizon} ${H}`} preserveAspectRatio="none" overflow="visible">
            <polygon
              points={[...data.points.map((p) => `${p.month},${H - (H * p.saved) / top}`), `${data.horizon},${H}`].join(' ')}
              className="fill-indigo-600/10"
            />
          </svg>
          {[0, 12, 24, 36, 48, 60]
            .filter((m) => m <= data.horizon)
            .map((m) => (
              <text
                key={m}
                x={x(m)}
                y={TOP + H + 17}
                textAnchor={m === 0 ? 'start' : m === data.horizon ? 'end' : 'middle'}
                className="fill-muted text-xs"
              >
                {m}
              </text>
            ))}
          <text x="100%" y={TOP + H + 38} textAnchor="end" className="fill-muted text-xs">
            {figures.axis}
          </text>
          <line x1="0" x2="100%" y1={TOP + H} y2={TOP + H} className="stroke-slate-300" />
          <line
            x1="0"
            x2="100%"
            y1={y(data.cost.amount)}
            y2={y(data.cost.amount)}
            className="stroke-slate-500"
            strokeWidth="2"
            strokeDasharray="6 5"
            data-line="cost"
            data-value={data.cost.amount}
          />
          <text x="100%" y={y(data.cost.amount) - 7} textAnchor="end" className="fill-navy-900 text-[13px] halo font-semibold">
            {label(cost)}
          </text>
          {data.points.slice(1).map((p, i) => (
            <line
              key={p.month}
              x1={x(data.points[i].month)}
              y1={y(data.points[i].saved)}
              x2={x(p.month)}
              y2={y(p.saved)}
              className="stroke-indigo-600"
              strokeWidth="3"
              strokeLinecap="round"
            />
          ))}
          <Point cx={x(year.month)} cy={y(year.saved)} name="first-year" month={year.month} value={year.saved} />
          <text x={beside(year.month, firstYear, 12)} dx="12" y={y(year.saved) + 18} className="fill-navy-900 text-[13px] halo font-semibold">
            {label(firstYear)}
          </text>
          <circle cx={x(even.month)} cy={y(even.saved)} r="15" className="fill-accent-400/30" />
          <circle
            cx={x(even.month)}
            cy={y(even.saved)}
            r="8"
            className="fill-accent-400"
            data-point="break-even"
            data-month={even.month}
            data-value={even.saved}
          />
          <text x={beside(even.month, breakEven, 16)} dx="16" y={y(even.saved) + 19} className="fill-navy-900 text-[13px] halo font-bold">
            {label(breakEven)}
          </text>
          <Point cx={x(end.month)} cy={y(end.saved)} name="return" month={end.month} value={end.saved} returnPct={data.returnPct} />
          <text x="100%" y={y(end.saved) - 16} textAnchor="end" className="fill-navy-900 text-[13px] halo font-semibold">
            {label(figures.return)}
          </text>
        </svg>
      </div>
    </figure>
  );
}
