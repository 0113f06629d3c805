import type { Figure } from '@/content/schemas/blocks';
import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { compareProblems, formatAmount } from '@/lib/compare';
import { LIGHT_ACCENT, pct } from '../diagrams/light-accent';

/**
 * A figure that states a change, drawn: one bar for the number before and one for the number after,
 * each as long as its number (the longer fills the width), the result ending in the amber spark. The
 * numbers are the figure's own `compare`, which the schema has checked against its printed value and
 * description, and the bars print them too. The chart is an image with the two numbers as its text
 * alternative; its caption is the figure's label.
 */
export function BeforeAfterChart({ figure, accent = 'indigo', className }: { figure: Figure; accent?: Accent; className?: string }) {
  const c = figure.compare;
  if (!c) return null;
  const problems = compareProblems(figure);
  if (problems.length) throw new Error(`Chart of "${figure.label}": ${problems.join('; ')}`);
  const most = Math.max(c.before, c.after);
  const rows = [
    { key: 'before', label: c.labels.before, value: c.before, className: 'fill-slate-400' },
    { key: 'after', label: c.labels.after, value: c.after, className: LIGHT_ACCENT[accent].fill },
  ];
  const amount = (n: number) => formatAmount(n, c.unit);
  return (
    <figure className={cn('flex flex-col gap-2', className)} data-chart="before-after" data-figure={figure.label} data-unit={c.unit}>
      <figcaption className="text-sm font-semibold text-navy-900">{figure.label}</figcaption>
      <div className="pr-3">
        <svg
          width="100%"
          height="84"
          className="block overflow-visible"
          role="img"
          aria-label={rows.map((r) => `${r.label}: ${amount(r.value)}`).join(', ')}
        >
          {rows.map((r, i) => (
            <g key={r.key}>
              <text y={i * 42 + 14}>
                <tspan className="fill-muted text-[13px]">{r.label}</tspan>
                <tspan dx="6" className="fill-navy-900 text-sm font-bold">
                  {amount(r.value)}
                </tspan>
              </text>
              <rect
                x="0"
                y={i * 42 + 22}
                width={pct(r.value, most)}
                height="12"
                rx="6"
                className={r.className}
                data-bar={r.key}
                data-value={r.value}
              />
            </g>
          ))}
          <circle cx={pct(c.after, most)} cy={70} r="11" className="fill-accent-400/30" />
          <circle cx={pct(c.after, most)} cy={70} r="6" className="fill-accent-400" />
        </svg>
      </div>
    </figure>
  );
}
