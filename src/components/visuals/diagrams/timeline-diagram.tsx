import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { placeLabel, textWidth } from './label-fit';
import { LIGHT_ACCENT, pct } from './light-accent';
import { ticks, type Span } from './spans';

/**
 * A timeline drawn from a section's own data: one row per step (or level, or era of a history), a bar
 * as long as its time on a shared axis of weeks (or years), the motif's numbered node where it starts and the amber spark where the
 * process ends. Events (a demo day) stand where they happen. Decorative: the section's text states
 * every step, length and event, so the drawing is hidden from assistive technology.
 *
 * One drawing serves every width: across, positions are shares of the width (percentages); down and
 * in type sizes, pixels. So text stays at its real size (12 px and up) on a 320 px phone and on a wide
 * screen, and nothing scrolls sideways. Labels start at their bar in the left half and end at it in
 * the right half, so they stay inside the drawing.
 */

export interface TimelineBar {
  title: string;
  /** Printed after the title, e.g. the step's duration as the text gives it. */
  note?: string;
  span: Span;
}

export interface TimelineMarker {
  label: string;
  /** Weeks from the start. */
  at: number;
}

const ROW = 48;
const MARKER = 22;
const NODE = 11;

export function TimelineDiagram({
  id,
  bars,
  total,
  markers = [],
  accent = 'indigo',
  kind = 'timeline',
  origin = 0,
  numbered = true,
  className,
}: {
  id: string;
  bars: TimelineBar[];
  /** Length of the axis, in its unit (weeks; years for a history). */
  total: number;
  markers?: TimelineMarker[];
  accent?: Accent;
  /** `stack` draws lengths side by side from one start (the programme levels), with no end spark. */
  kind?: 'timeline' | 'stack';
  /** What the axis counts from: 0 for weeks into a process, the first year for a history. */
  origin?: number;
  /** Step numbers in the nodes (a process); off for eras of a history. */
  numbered?: boolean;
  className?: string;
}) {
  const a = LIGHT_ACCENT[accent];
  const top = markers.length ? markers.length * MARKER + 8 : 4;
  const axis = top + bars.length * ROW + 6;
  const x = (weeks: number) => pct(weeks, total);
  const last = bars.at(-1)?.span;
  return (
    <div className={cn('px-3', className)}>
      <svg
        width="100%"
        height={axis + 22}
        className="block overflow-visible"
        aria-hidden="true"
        focusable="false"
        data-diagram={kind}
        data-total={total}
        id={id}
      >
        <defs>
          <linearGradient id={`${id}-fade`} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" className={a.stop} />
            <stop offset="1" className={a.stop} stopOpacity="0" />
          </linearGradient>
        </defs>
        {ticks(total).map((t) => (
          <g key={t} data-tick={origin + t}>
            <line x1={x(t)} x2={x(t)} y1={top - 4} y2={axis} className="stroke-line" strokeWidth="1" />
            <text
              x={x(t)}
              dx={t === 0 ? -NODE : 0}
              y={axis + 17}
              textAnchor={t === 0 ? 'start' : t === total ? 'end' : 'middle'}
              className="fill-muted text-xs tabular-nums"
            >
              {origin + t}
            </text>
          </g>
        ))}
        <line x1="0" x2="100%" y1={axis} y2={axis} className="stroke-slate-300" strokeWidth="1" />
        {markers.map((m, i) => (
          <Marker key={m.label} marker={m} y={i * MARKER + 12} bottom={axis} at={m.at / total} />
        ))}
        {bars.map((bar, i) => (
          <Row
            key={bar.title}
            bar={bar}
            index={i}
            y={top + i * ROW}
            x={x}
            total={total}
            fade={`${id}-fade`}
            accent={accent}
            kind={kind}
            numbered={numbered}
          />
        ))}
        {kind === 'timeline' && last && !last.open ? <Spark x={x(last.upTo ?? last.end)} y={top + (bars.length - 1) * ROW + 33} /> : null}
      </svg>
    </div>
  );
}

function Row({
  bar,
  index,
  y,
  x,
  total,
  fade,
  accent,
  kind,
  numbered,
}: {
  bar: TimelineBar;
  index: number;
  y: number;
  x: (weeks: number) => string;
  total: number;
  fade: string;
  accent: Accent;
  kind: 'timeline' | 'stack';
  numbered: boolean;
}) {
  const a = LIGHT_ACCENT[accent];
  const { start, end, upTo, open } = bar.span;
  const cy = y + 33;
  const reach = open ? total : (upTo ?? end);
  const width = textWidth(bar.title, 14, true) + (bar.note ? 8 + textWidth(bar.note, 13) : 0);
  const label = placeLabel(start / total, reach / total, width, NODE);
  const endsSpark = kind === 'timeline' && open;
  return (
    <g data-step={index + 1}>
      <text x={pct(label.at, 1)} dx={label.anchor === 'start' ? -NODE : 0} y={y + 14} textAnchor={label.anchor}>
        <tspan className="fill-navy-900 text-sm font-bold">{bar.title}</tspan>
        {bar.note ? (
          <tspan dx="8" className="fill-muted text-[13px]">
            {bar.note}
          </tspan>
        ) : null}
      </text>
      {upTo !== undefined ? <rect x={x(end)} width={x(upTo - end)} y={cy - 5} height="10" rx="5" className={a.soft} /> : null}
      <rect
        x={x(start)}
        width={x((open ? total : end) - start)}
        y={cy - 5}
        height="10"
        rx="5"
        className={open ? undefined : a.fill}
        fill={open ? `url(#${fade})` : undefined}
        data-value={open ? undefined : +(end - start).toFixed(4)}
        data-start={+start.toFixed(4)}
      />
      <circle
        cx={x(start)}
        cy={cy}
        r={NODE}
        className={endsSpark ? 'fill-accent-400 stroke-accent-400/30' : cn('fill-navy-900', a.stroke)}
        strokeWidth={endsSpark ? 8 : 3}
      />
      {numbered ? (
        <text x={x(start)} y={cy} dy="0.35em" textAnchor="middle" className={cn('text-xs font-bold', endsSpark ? 'fill-navy-950' : 'fill-white')}>
          {index + 1}
        </text>
      ) : null}
    </g>
  );
}

/** An event on the timeline: a dot at its label, a dashed line down to the axis where it happens. */
function Marker({ marker, at, y, bottom }: { marker: TimelineMarker; at: number; y: number; bottom: number }) {
  const x = pct(at, 1);
  const label = placeLabel(at, at, textWidth(marker.label, 13, true) + 10);
  return (
    <g data-marker={marker.label} data-at={marker.at}>
      <line x1={x} x2={x} y1={y} y2={bottom} className="stroke-slate-400" strokeWidth="1.5" strokeDasharray="3 4" />
      <circle cx={x} cy={y} r="5" className="fill-accent-400 stroke-accent-800" strokeWidth="1.5" />
      <text
        x={pct(label.at, 1)}
        dx={label.anchor === 'end' ? -10 : 10}
        y={y}
        dy="0.35em"
        textAnchor={label.anchor}
        className="fill-navy-900 text-[13px] font-semibold"
      >
        {marker.label}
      </text>
    </g>
  );
}

/** The amber spark: where the process arrives. */
function Spark({ x, y }: { x: string; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="14" className="fill-accent-400/30" />
      <circle cx={x} cy={y} r="7" className="fill-accent-400" />
    </g>
  );
}
