import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { placeLabel, startsFrom, textWidth } from './label-fit';
import { LIGHT_ACCENT, pct } from './light-accent';
import { ticks, type Span } from './spans';

/** A step's bar (`note`, printed after its title, is its time in weeks), or an event's dot (`at` weeks from the start). */
type TimelineBar = { title: string; note?: string; span: Span };
type TimelineMarker = { label: string; at: number };
export type TimelineRow = ({ kind: 'bar' } & TimelineBar) | ({ kind: 'event' } & TimelineMarker);

const ROW = 48;

/** A process on one axis of weeks, a row per step (bar) or event (dot), each label right above its own; x in shares, y and type in px, so nothing scrolls at 320 px. */
type Props = { id: string; rows: TimelineRow[]; total: number; accent?: Accent; className?: string };
export function TimelineDiagram({ id, rows, total, accent = 'indigo', className }: Props) {
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
          Weeks from the start
        </text>
        {rows.map((row, i) =>
          row.kind === 'bar' ? (
            <Bar key={row.title} bar={row} n={++step} y={4 + i * ROW} total={total} accent={accent} />
          ) : (
            <Event key={row.label} marker={row} y={4 + i * ROW} total={total} />
          ),
        )}
      </svg>
    </div>
  );
}

/** From a breakpoint, a label starts at its own mark; below it, it keeps to the drawing as label-fit.ts places it. */
const SHOWN_FROM = { sm: 'hidden sm:inline', md: 'hidden md:inline', lg: 'hidden lg:inline' };
const HIDDEN_FROM = { sm: 'sm:hidden', md: 'md:hidden', lg: 'lg:hidden' };

/** A label above its row, placed by label-fit.ts: on a wide screen at its bar's start wherever it fits there. */
function Label({ from, to, y, title, note }: { from: number; to: number; y: number; title: string; note?: string }) {
  const width = textWidth(title, 14, true) + (note ? 8 + textWidth(note, 13) : 0);
  const label = placeLabel(from, to, width);
  const wide = label.anchor === 'end' || label.dx ? startsFrom(from, width) : undefined;
  const text = (at: number, dx: number, anchor: 'start' | 'end', className?: string) => (
    <text x={pct(at, 1)} dx={dx} y={y + 14} textAnchor={anchor} className={className}>
      <tspan className="fill-navy-900 font-brand text-sm font-bold">{title}</tspan>
      {note ? (
        <tspan dx="8" className="fill-muted text-[13px]">
          {note}
        </tspan>
      ) : null}
    </text>
  );
  if (!wide) return text(label.at, label.dx, label.anchor);
  return (
    <>
      {text(from, 0, 'start', SHOWN_FROM[wide])}
      {text(label.at, label.dx, label.anchor, HIDDEN_FROM[wide])}
    </>
  );
}

type BarProps = { bar: TimelineBar; n: number; y: number; total: number; accent: Accent };
/** A step's bar; an open one ("onwards") runs on to a week short of the axis's end, so its end and label sit inside the plot. */
function Bar({ bar, n, y, total, accent }: BarProps) {
  const a = LIGHT_ACCENT[accent];
  const x = (weeks: number) => pct(weeks, total);
  const { start, end, upTo, open } = bar.span;
  const cy = y + 33;
  const reach = open ? total - 1 : (upTo ?? end);
  const track = (from: number, to: number) => ({ x: x(from), width: x(to - from), y: cy - 5, height: '10', rx: '5' });
  return (
    <g data-step={n}>
      <Label from={start / total} to={reach / total} y={y} title={bar.title} note={bar.note} />
      {upTo !== undefined ? <rect {...track(end, upTo)} className={a.soft} /> : null}
      <rect
        {...track(start, open ? reach : end)}
        className={a.fill}
        data-value={open ? undefined : +(end - start).toFixed(4)}
        data-start={+start.toFixed(4)}
      />
      {/* "Onwards": the open bar ends in an arrowhead, not a rounded end, so it reads as running on. */}
      {open ? (
        <svg x={x(reach)} y={cy} overflow="visible" data-onwards>
          <path d="M-4 -10 L10 0 L-4 10 Z" className={a.fill} />
        </svg>
      ) : null}
      {/* The step's node on the path (docs/brand.md): hollow, its number inside. */}
      <circle cx={x(start)} cy={cy} r="11" className={cn('fill-white', a.stroke)} strokeWidth={2.5} />
      <text x={x(start)} y={cy} dy="0.35em" textAnchor="middle" className="fill-navy-900 figure-num text-xs">
        {n}
      </text>
    </g>
  );
}

/** An event: a solid node on the path where it happens, its name above it (amber stays for measured results). */
function Event({ marker, y, total }: { marker: TimelineMarker; y: number; total: number }) {
  const at = marker.at / total;
  return (
    <g data-marker={marker.label} data-at={marker.at}>
      <Label from={at} to={at} y={y} title={marker.label} />
      <circle cx={pct(at, 1)} cy={y + 33} r="7" className="fill-navy-900 stroke-white" strokeWidth="2" />
    </g>
  );
}
