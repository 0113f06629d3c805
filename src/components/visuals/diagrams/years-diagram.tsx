import { pct } from './light-accent';

/**
 * A history as the motif's rising path: one node per year of the data, joined by a line that climbs
 * from the first year to the last, which is the amber spark. Each node carries its year; `from`, under
 * the first year, and `to`, over the spark, name where the path starts and arrives (the company's former
 * and present names). Decorative:
 * the list beside it gives every year with its story.
 *
 * Across, positions are shares of the width; down and in type, pixels (as in the timeline diagram),
 * so one drawing serves every width with its text at full size.
 */
const TOP = 46;
const RISE = 72;

export function YearsDiagram({
  id,
  years,
  from,
  to,
  className,
}: {
  id: string;
  years: readonly number[];
  from?: string;
  to?: string;
  className?: string;
}) {
  const points = years.map((year, i) => ({
    year,
    x: pct(i + 0.5, years.length),
    y: TOP + RISE - (years.length > 1 ? (RISE * i) / (years.length - 1) : RISE),
  }));
  const [first, last] = [points[0], points.at(-1)];
  return (
    <div className={className}>
      <svg width="100%" height={TOP + RISE + 58} className="block overflow-visible" aria-hidden="true" focusable="false" data-diagram="years" id={id}>
        {points.slice(1).map((p, i) => (
          <line
            key={p.year}
            x1={points[i].x}
            y1={points[i].y}
            x2={p.x}
            y2={p.y}
            className="stroke-indigo-600"
            strokeWidth="3"
            strokeLinecap="round"
          />
        ))}
        {points.map((p) =>
          p === last ? (
            <g key={p.year} data-year={p.year}>
              <circle cx={p.x} cy={p.y} r="18" className="fill-accent-400/30" />
              <circle cx={p.x} cy={p.y} r="9" className="fill-accent-400" />
            </g>
          ) : (
            <circle key={p.year} data-year={p.year} cx={p.x} cy={p.y} r="8" className="fill-navy-900 stroke-indigo-600" strokeWidth="3" />
          ),
        )}
        {points.map((p) => (
          <text key={p.year} x={p.x} y={p.y + 32} textAnchor="middle" className="fill-navy-900 text-sm font-bold tabular-nums">
            {p.year}
          </text>
        ))}
        {from && first ? (
          <text x={first.x} dx="-18" y={first.y + 51} className="fill-muted text-[13px] font-semibold">
            {from}
          </text>
        ) : null}
        {to && last ? (
          <text x={last.x} dx="18" y={last.y - 26} textAnchor="end" className="fill-navy-900 text-sm font-bold">
            {to}
          </text>
        ) : null}
      </svg>
    </div>
  );
}
