import { cn } from '@/lib/cn';
import { ResultPoint, ink } from '../measure';
import { CARD_COVER, RAIL_COVER, coverPlan, coverShapes } from './cover-plan';

const FRAMES = { card: CARD_COVER, rail: RAIL_COVER };

/**
 * An article's cover: its own figure drawn as a measure (docs/brand.md), the field at the figure's unit, the path from
 * nothing to the figure, one amber point where it lands and, for a comparison, what it is compared with as a quiet line.
 * Decorative: the figure is written beside it. Nothing when the impact line has no figure to draw.
 */
export function InsightCover({
  slug,
  impact,
  frame = 'card',
  className,
}: {
  slug: string;
  impact: string;
  frame?: keyof typeof FRAMES;
  className?: string;
}) {
  const plan = coverPlan(impact);
  if (!plan) return null;
  const f = FRAMES[frame];
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
    </svg>
  );
}
