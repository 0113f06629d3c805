import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { placeLabel, textWidth } from './label-fit';
import { LIGHT_ACCENT, pct } from './light-accent';
import { ticks, type Span } from './spans';

/**
 * A process on a shared axis of weeks: one row per step, a bar as long as its time starting at the
 * motif's numbered node, and a row per event (a demo day) with a dot where it happens. Each row is one
 * <g>: its label sits right above its own bar or dot, starting where the bar starts or ending where it
 * ends, so no label reaches across another row's bar. Decorative: the section's text states every
 * step, length and event, so the drawing is hidden from assistive technology.
 *
 * One drawing serves every width: across, positions are shares of the width (percentages); down and
 * in type sizes, pixels. So text stays at its real size (12 px and up) on a 320 px phone and on a wide
 * screen, and nothing scrolls sideways.
 */

export interface TimelineBar {
  title: string;
  /** Printed after the title: the step's time in the axis's unit (weeks). */
  note?: string;
  span: Span;
}

export interface TimelineMarker {
  label: string;
  /** Weeks from the start. */
  at: number;
}

/** A row of the drawing: a step's bar, or an event's dot. */
export type TimelineRow = ({ kind: 'bar' } & TimelineBar) | ({ kind: 'event' } & TimelineMarker);

/** The axis's unit, written under its ticks. */
const AXIS = 'Weeks from the start';
const ROW = 48;
const NODE = 11;

export function TimelineDiagram({
  id,
  rows,
  total,
  accent = 'indigo',
  className,
}: {
  id: string;
  rows: TimelineRow[];
  /** Length of the axis, in weeks. */
  total: number;
  accent?: Accent;
  className?: string;
}) {
  const a = LIGHT_ACCENT[accent];
  const axis = 4 + rows.length * ROW + 6;
  const x = (weeks: number) => pct(weeks, total);
  let step = 0;
  return (
    <div className={cn('px-3', className)}>
      <svg
        width="100%"
        height={axis + 42}
        className="block overflow-visible"
        aria-hidden="true"
        focusable="false"
        data-diagram="timeline"
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
          <g key={t} data-tick={t}>
            <line x1={x(t)} x2={x(t)} y1="0" y2={axis} className="stroke-line" strokeWidth="1" />
            <text x={x(t)} y={axis + 17} textAnchor={t === 0 ? 'start' : 'middle'} className="fill-muted text-xs tabular-nums">
              {t}
            </text>
          </g>
        ))}
        <line x1="0" x2="100%" y1={axis} y2={axis} className="stroke-slate-300" strokeWidth="1" />
        <text x="100%" y={axis + 36} textAnchor="end" className="fill-muted text-xs">
          {AXIS}
        </text>
        {rows.map((row, i) =>
          row.kind === 'bar' ? (
            <Bar key={row.title} bar={row} n={++step} y={4 + i * ROW} x={x} total={total} fade={`${id}-fade`} accent={accent} />
          ) : (
            <Event key={row.label} marker={row} y={4 + i * ROW} total={total} />
          ),
        )}
      </svg>
    </div>
  );
}

/** A label above its row, placed by label-fit.ts. */
function Label({ from, to, y, title, note }: { from: number; to: number; y: number; title: string; note?: string }) {
  const width = textWidth(title, 14, true) + (note ? 8 + textWidth(note, 13) : 0);
  const label = placeLabel(from, to, width);
  return (
    <text x={pct(label.at, 1)} dx={label.dx} y={y + 14} textAnchor={label.anchor}>
      <tspan className="fill-navy-900 text-sm font-bold">{title}</tspan>
      {note ? (
        <tspan dx="8" className="fill-muted text-[13px]">
          {note}
        </tspan>
      ) : null}
    </text>
  );
}

function Bar({
  bar,
  n,
  y,
  x,
  total,
  fade,
  accent,
}: {
  bar: TimelineBar;
  n: number;
  y: number;
  x: (weeks: number) => string;
  total: number;
  fade: string;
  accent: Accent;
}) {
  const a = LIGHT_ACCENT[accent];
  const { start, end, upTo, open } = bar.span;
  const cy = y + 33;
  const reach = open ? total : (upTo ?? end);
  return (
    <g data-step={n}>
      <Label from={start / total} to={reach / total} y={y} title={bar.title} note={bar.note} />
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
      <circle cx={x(start)} cy={cy} r={NODE} className={cn('fill-navy-900', a.stroke)} strokeWidth={3} />
      <text x={x(start)} y={cy} dy="0.35em" textAnchor="middle" className="fill-white text-xs font-bold">
        {n}
      </text>
    </g>
  );
}

/** An event: the amber dot where it happens, its name above it. */
function Event({ marker, y, total }: { marker: TimelineMarker; y: number; total: number }) {
  const at = marker.at / total;
  return (
    <g data-marker={marker.label} data-at={marker.at}>
      <Label from={at} to={at} y={y} title={marker.label} />
      <circle cx={pct(at, 1)} cy={y + 33} r="7" className="fill-accent-400 stroke-accent-800" strokeWidth="1.5" />
    </g>
  );
}
