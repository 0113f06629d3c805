import { cn } from '@/lib/cn';
import { ResultPoint, ink } from '../measure';
import { RAIL_COVER, coverPlan, coverShapes } from './cover-plan';

/** The names of a comparison's two lines, in a labelled frame. */
const COMPARED = { base: 'Before', path: 'After' };

/**
 * An article's cover: its own figure drawn as a measure (docs/brand.md), the field at the figure's unit, the path from
 * nothing to the figure, one amber point where it lands and, for a comparison, what it is compared with as a quiet line.
 * In the article's key impact every mark is named: a comparison's two lines ("Before", "After"), a lone measure's ends
 * ("0" and its figure). Decorative: the figure is written beside it. Nothing when the impact line has no figure to draw.
 */
export function InsightCover({ slug, impact, className }: { slug: string; impact: string; className?: string }) {
  const plan = coverPlan(impact);
  if (!plan) return null;
  const f = RAIL_COVER;
  const { dots, base, path, nodes, point, dashed } = coverShapes(plan, f);
  const i = ink('light');
  return (
    <svg
      viewBox={`0 0 ${f.w} ${f.h}`}
      aria-hidden="true"
      focusable="false"
      data-cover={slug}
      data-cover-kind={plan.kind}
      className={cn('block h-auto', className)}
    >
      <g className={i.dot}>
        {dots.map(([x, y]) => (
          <circle key={`${x} ${y}`} cx={x} cy={y} r="1.5" />
        ))}
      </g>
      {base ? <polyline points={base.join(' ')} fill="none" className="stroke-slate-400" strokeWidth={f.stroke} strokeLinecap="round" /> : null}
      <polyline
        points={path.join(' ')}
        fill="none"
        className={i.path}
        strokeWidth={f.stroke}
        strokeLinecap="round"
        strokeDasharray={dashed ? `2 ${f.stroke * 2.5}` : undefined}
      />
      {nodes.map((n) => (
        <circle key={n} cx={path[n][0]} cy={path[n][1]} r={f.node} className={i.node} strokeWidth={f.stroke} />
      ))}
      <ResultPoint at={point} size={f.point} />
      {f.labels ? (
        <g className="fill-muted text-[14px]">
          {base ? (
            <>
              <text x="0" y={base[0][1] + 5}>
                {COMPARED.base}
              </text>
              <text x="0" y={point[1] + 5}>
                {COMPARED.path}
              </text>
            </>
          ) : (
            <>
              <text x={path[0][0]} y={f.h - 4} textAnchor="middle">
                0
              </text>
              <text x={point[0]} y={f.h - 4} textAnchor="end" className="fill-navy-900 font-semibold">
                {plan.figure}
              </text>
            </>
          )}
        </g>
      ) : null}
    </svg>
  );
}
