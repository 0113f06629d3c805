import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { hashOf } from './covers/cover-plan';

/**
 * A fictional organisation's name drawn as a logo: a small geometric glyph, chosen from the name
 * (the same name always gets the same glyph, turned the same way), beside the name in one lockup:
 * the first word heavy, the rest light. It is one colour, the text colour of the band it sits on,
 * and its accessible text is the real name (the glyph is decorative).
 */

/** The glyphs, each on a 32 x 32 grid, drawn in the current text colour. */
interface Glyph {
  /** Quarter turns that keep the drawing's sense (chevrons still rise, bars still stand). */
  turns: number[];
  draw: (props: { soft: string }) => ReactNode;
}

const GLYPHS: Glyph[] = [
  // An orbit with its spark.
  {
    turns: [0, 1, 2, 3],
    draw: ({ soft }) => (
      <>
        <circle cx="15" cy="17" r="10" fill="none" strokeWidth="4" className={cn('stroke-current', soft)} />
        <circle cx="24" cy="8" r="5" className="fill-current" />
      </>
    ),
  },
  // Two overlapping circles.
  {
    turns: [0, 1],
    draw: ({ soft }) => (
      <>
        <circle cx="11" cy="16" r="9" className="fill-current" />
        <circle cx="21" cy="16" r="9" className={cn('fill-current', soft)} />
      </>
    ),
  },
  // Three stacked layers.
  {
    turns: [0],
    draw: ({ soft }) => (
      <>
        <path d="M16 3 29 10 16 17 3 10Z" className="fill-current" />
        <path d="m3 16 13 7 13-7" fill="none" strokeWidth="3.5" strokeLinejoin="round" className={cn('stroke-current', soft)} />
        <path d="m3 22 13 7 13-7" fill="none" strokeWidth="3.5" strokeLinejoin="round" className={cn('stroke-current', soft)} />
      </>
    ),
  },
  // Two peaks.
  {
    turns: [0],
    draw: ({ soft }) => (
      <>
        <path d="M2 28 13 8l11 20Z" className="fill-current" />
        <path d="M14 28 22 14l8 14Z" className={cn('fill-current', soft)} />
      </>
    ),
  },
  // A half-lit circle.
  {
    turns: [0, 1, 2, 3],
    draw: ({ soft }) => (
      <>
        <circle cx="16" cy="16" r="12" fill="none" strokeWidth="3.5" className={cn('stroke-current', soft)} />
        <path d="M16 4a12 12 0 0 1 0 24Z" className="fill-current" />
      </>
    ),
  },
  // A hexagon round a core.
  {
    turns: [0],
    draw: ({ soft }) => (
      <>
        <path d="M16 2.5 28 9.5v13L16 29.5 4 22.5v-13Z" fill="none" strokeWidth="3.5" strokeLinejoin="round" className={cn('stroke-current', soft)} />
        <circle cx="16" cy="16" r="5" className="fill-current" />
      </>
    ),
  },
  // Rising chevrons.
  {
    turns: [0, 1],
    draw: ({ soft }) => (
      <>
        <path
          d="m4 26 12-12 12 12"
          fill="none"

          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"

          className={cn('stroke-current', soft)}
        />
        <path d="M4 16 16 4l12 12" fill="none" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" className="stroke-current" />
      </>
    ),
  },
  // A sunrise over the horizon.
  {
    turns: [0],
    draw: ({ soft }) => (
      <>
        <path d="M5 20a11 11 0 0 1 22 0Z" className="fill-current" />
        <path d="M3 25h26" strokeWidth="3.5" strokeLinecap="round" className={cn('stroke-current', soft)} />
      </>
    ),
  },
  // A diamond with a diamond inside.
  {
    turns: [0],
    draw: ({ soft }) => (
      <>
        <path d="M16 2 30 16 16 30 2 16Z" className={cn('fill-current', soft)} />
        <path d="m16 10 6 6-6 6-6-6Z" className="fill-current" />
      </>
    ),
  },
  // Four petals.
  {
    turns: [0, 1],
    draw: ({ soft }) => (
      <>
        <path d="M16 16V4a12 12 0 0 1 12 12Z" className="fill-current" />
        <path d="M16 16H4a12 12 0 0 1 12-12Z" className={cn('fill-current', soft)} />
        <path d="M16 16h12a12 12 0 0 1-12 12Z" className={cn('fill-current', soft)} />
        <path d="M16 16v12A12 12 0 0 1 4 16Z" className="fill-current" />
      </>
    ),
  },
  // Three rising bars.
  {
    turns: [0],
    draw: ({ soft }) => (
      <>
        <rect x="3" y="16" width="7" height="13" rx="3.5" className={cn('fill-current', soft)} />
        <rect x="12.5" y="9" width="7" height="20" rx="3.5" className={cn('fill-current', soft)} />
        <rect x="22" y="3" width="7" height="26" rx="3.5" className="fill-current" />
      </>
    ),
  },
  // Ripples from a corner.
  {
    turns: [0, 1],
    draw: ({ soft }) => (
      <>
        <circle cx="7" cy="25" r="4" className="fill-current" />
        <path
          d="M6 15a11 11 0 0 1 11 11M6 6a20 20 0 0 1 20 20"
          fill="none"

          strokeWidth="3.5"
          strokeLinecap="round"

          className={cn('stroke-current', soft)}
        />
      </>
    ),
  },
];

/** Which glyph a name gets and how far it is turned (quarter turns), both from the name alone. */
export function glyphOf(name: string): { glyph: number; turn: number } {
  const hash = hashOf(name.trim().toLowerCase());
  const glyph = hash % GLYPHS.length;
  const { turns } = GLYPHS[glyph];
  return { glyph, turn: turns[Math.floor(hash / GLYPHS.length) % turns.length] };
}

export function Wordmark({ name, className }: { name: string; className?: string }) {
  const { glyph, turn } = glyphOf(name);
  const { draw: Glyph } = GLYPHS[glyph];
  const [lead, ...rest] = name.trim().split(/\s+/);
  return (
    <span data-wordmark={name} className={cn('inline-flex items-center gap-[0.45em] leading-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-[1.3em] shrink-0" data-glyph={glyph}>
        <g transform={turn ? `rotate(${turn * 90} 16 16)` : undefined}>
          <Glyph soft="opacity-45" />
        </g>
      </svg>
      <span className="tracking-tight">
        <span className="font-extrabold">{lead}</span>
        {rest.length ? <span className="font-medium"> {rest.join(' ')}</span> : null}
      </span>
    </span>
  );
}
