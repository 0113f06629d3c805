import { cn } from '@/lib/cn';
import { pct } from '../diagrams/light-accent';
import { ticks } from '../diagrams/spans';
import { formatCrore, payback, type ChartFigure, type PaybackFigures } from './payback';

/**
 * Cumulative savings against the full cost, month by month from go-live: the line climbs through the
 * first year's savings, crosses the cost at break-even (the amber spark) and ends at the five-year
 * total the return implies. Drawn from the same figures the metric cards print (payback.ts), each
 * labelled on the chart; the chart is an image whose text alternative states them.
 *
 * Across, positions are shares of the width; down, pixels; so text keeps its size at every width.
 */
export type { PaybackFigures };

/** Room above the plot for the return's label, the plot's height, and room below for the month axis. */
const TOP = 44;
const H = 280;
const BOTTOM = 44;

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

/**
 * A figure's label: its name over its value, two short lines rather than one long one, so it fits the
 * narrowest plot with room for a wide or tall font. `x` is a share of the width, `y` the name's baseline.
 */
function Label({ f, x, y, dx = 0, anchor = 'start' }: { f: ChartFigure; x: string; y: number; dx?: number; anchor?: 'start' | 'end' }) {
  return (
    <text x={x} y={y} dx={dx} textAnchor={anchor} className="halo">
      <tspan className="fill-muted text-xs font-semibold">{f.label}</tspan>
      <tspan x={x} dx={dx} dy="17" className="fill-navy-900 text-sm font-bold">
        {f.value}
      </tspan>
    </text>
  );
}

/**
 * Where the labels go. The savings line climbs from the bottom left to the top right, so the plot's
 * empty places are its upper left (above the line) and the band under the cost line right of
 * break-even. The first year's label sits in the upper left, joined to its point by a leader; the
 * break-even label under the cost line right of its spark; the cost's label above the cost line at the
 * right; the return's above its point, outside the plot. Labels are two short lines, so each fits a
 * 320 px phone's plot (232 px) with room to spare for a wider or taller font than the tests use.
 */
export function PaybackChart({ figures, className }: { figures: PaybackFigures; className?: string }) {
  const { cost, firstYear, breakEven } = figures;
  const data = payback(figures);
  const top = data.points.at(-1)!.saved;
  const x = (month: number) => pct(month, data.horizon);
  const y = (saved: number) => TOP + H - (H * saved) / top;
  const [, year, even, end] = data.points;
  const label = (f: ChartFigure) => `${f.label} ${f.value}`;
  /** The first year's label: in the top fifth of the plot, clear of the gridline labels at the left. */
  const yearLabel = TOP + Math.round(H * 0.14);
  return (
    <figure className={cn('flex flex-col gap-4', className)} data-chart="payback">
      <figcaption className="text-h3 font-bold text-navy-900">{figures.title}</figcaption>
      <div className="px-3">
        <svg
          width="100%"
          height={TOP + H + BOTTOM}
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
                  {formatCrore(t)}
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
            y1={y(cost.amount)}
            y2={y(cost.amount)}
            className="stroke-slate-500"
            strokeWidth="2"
            strokeDasharray="6 5"
            data-line="cost"
            data-value={cost.amount}
          />
          <Label f={cost} x="100%" y={y(cost.amount) - 27} anchor="end" />
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
              data-line="savings"
            />
          ))}
          <line x1={x(year.month)} x2={x(year.month)} y1={yearLabel + 26} y2={y(year.saved) - 11} className="stroke-slate-400" data-leader="" />
          <Point cx={x(year.month)} cy={y(year.saved)} name="first-year" month={year.month} value={year.saved} />
          <Label f={firstYear} x={x(year.month)} y={yearLabel} dx={-4} />
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
          <Label f={breakEven} x={x(even.month)} y={y(even.saved) + 24} dx={16} />
          <Point cx={x(end.month)} cy={y(end.saved)} name="return" month={end.month} value={end.saved} returnPct={figures.return.amount} />
          <Label f={figures.return} x="100%" y={y(end.saved) - 30} anchor="end" />
        </svg>
      </div>
    </figure>
  );
}
