import { cn } from '@/lib/cn';
import { pct } from '../diagrams/light-accent';
import { ticks } from '../diagrams/spans';
import { formatCrore, payback, type PaybackFigures, type PaybackPoint } from './payback';

export type { PaybackFigures };

/** Room above the plot for the return's label, the plot's height, and room below for the month axis; the ₹ axis is in the svg's left padding. */
const TOP = 52;
const H = 400;
const BOTTOM = 44;

/** A figure's label, its name over its value. `x` is a share of the width, `y` the name's baseline. */
type LabelProps = { name: string; value: string; x: string; y: number; dx?: number; anchor?: 'start' | 'end' };
function Label({ name, value, x, y, dx = 0, anchor = 'start' }: LabelProps) {
  return (
    <text x={x} dx={dx} y={y} textAnchor={anchor} className="halo">
      <tspan className="fill-muted text-xs font-semibold">{name}</tspan>
      <tspan x={x} dx={dx} dy="17" className="fill-navy-900 text-sm font-bold">
        {value}
      </tspan>
    </text>
  );
}

/** A point's numbers, for the tests that measure the drawing. */
const numbers = (name: string, p: PaybackPoint) => ({ 'data-point': name, 'data-month': p.month, 'data-value': p.saved });

/**
 * The five years after go-live, under the metric cards: cumulative savings against the full cost, from the claims the
 * cards print (payback.ts). The page top draws the first months to break-even; this chart runs on to the five-year
 * return, its amber point, with the first year as a node. x in shares of the width, y in px, so text keeps its size.
 */
export function PaybackChart({ figures, className }: { figures: PaybackFigures; className?: string }) {
  const { cost, firstYear, breakEven } = figures;
  const data = payback(figures);
  const top = data.points.at(-1)!.saved;
  const x = (month: number) => pct(month, data.horizon);
  const y = (saved: number) => TOP + H - (H * saved) / top;
  const [, year, , end] = data.points;
  const at = (p: PaybackPoint) => ({ cx: x(p.month), cy: y(p.saved) });
  const across = (at: number) => ({ x1: '0', x2: '100%', y1: at, y2: at });
  return (
    <figure className={cn('flex flex-col gap-4', className)} data-chart="payback">
      <figcaption className="font-brand text-title font-bold text-navy-900">{figures.title}</figcaption>
      <div className="px-3">
        <svg
          width="100%"
          height={TOP + H + BOTTOM}
          className="block overflow-visible pl-12"
          role="img"
          aria-label={[cost, firstYear, breakEven, figures.return].map((f) => `${f.label} ${f.value}`).join(', ')}
        >
          {ticks(top, 4).map((t) => (
            <g key={t}>
              <line {...across(y(t))} className={t ? 'stroke-line' : 'stroke-slate-300'} />
              <text x="-8" y={y(t)} dy="0.35em" textAnchor="end" className="fill-muted text-xs">
                {formatCrore(t)}
              </text>
            </g>
          ))}
          {[0, 12, 24, 36, 48, 60]
            .filter((m) => m <= data.horizon)
            .map((m) => (
              <text key={m} x={x(m)} y={TOP + H + 17} textAnchor={m === data.horizon ? 'end' : m ? 'middle' : 'start'} className="fill-muted text-xs">
                {m}
              </text>
            ))}
          <text x="100%" y={TOP + H + 38} textAnchor="end" className="fill-muted text-xs">
            {figures.axis}
          </text>
          <g>
            <line
              {...across(y(cost.amount))}
              className="stroke-slate-500"
              strokeWidth="2"
              strokeDasharray="6 5"
              data-line="cost"
              data-value={cost.amount}
            />
            <Label name={cost.label} value={cost.value} x="100%" y={y(cost.amount) - 27} anchor="end" />
          </g>
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
          <g>
            <circle {...at(year)} r="7" className="fill-white stroke-indigo-600" strokeWidth="3" {...numbers('first-year', year)} />
            <Label name={firstYear.label} value={firstYear.value} x={x(year.month)} y={y(year.saved) + 27} dx={-4} />
          </g>
          <g data-point="result">
            <circle {...at(end)} r="11" className="fill-accent-500/30" />
            <circle {...at(end)} r="6" className="fill-accent-500" {...numbers('return', end)} data-return={figures.return.amount} />
            <Label name={figures.return.label} value={figures.return.value} x="100%" y={y(end.saved) - 36} anchor="end" />
          </g>
        </svg>
      </div>
    </figure>
  );
}
