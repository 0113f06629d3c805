import { cn } from '@/lib/cn';
import { hashOf } from './covers/cover-plan';

/** A fictional organisation's name as a logo: a decorative glyph chosen and turned by the name, then the name (first word heavy), in its band's text colour. */

/** Quarter turns each glyph may take that keep its sense (chevrons still rise, bars still stand). */
const TURNS = [[0, 1, 2, 3], [0, 1], [0], [0], [0, 1, 2, 3], [0], [0, 1], [0], [0], [0, 1], [0], [0, 1]];

/** The glyphs, each on a 32 x 32 grid, drawn in the current text colour. */
const GLYPHS = [
  // An orbit with its spark.
  <>
    <circle cx="15" cy="17" r="10" fill="none" strokeWidth="4" className="stroke-current opacity-45" />
    <circle cx="24" cy="8" r="5" className="fill-current" />
  </>,
  // Two overlapping circles.
  <>
    <circle cx="11" cy="16" r="9" className="fill-current" />
    <circle cx="21" cy="16" r="9" className="fill-current opacity-45" />
  </>,
  // Three stacked layers.
  <>
    <path d="M16 3 29 10 16 17 3 10Z" className="fill-current" />
    <path d="m3 16 13 7 13-7" fill="none" strokeWidth="3.5" strokeLinejoin="round" className="stroke-current opacity-45" />
    <path d="m3 22 13 7 13-7" fill="none" strokeWidth="3.5" strokeLinejoin="round" className="stroke-current opacity-45" />
  </>,
  // Two peaks.
  <>
    <path d="M2 28 13 8l11 20Z" className="fill-current" />
    <path d="M14 28 22 14l8 14Z" className="fill-current opacity-45" />
  </>,
  // A half-lit circle.
  <>
    <circle cx="16" cy="16" r="12" fill="none" strokeWidth="3.5" className="stroke-current opacity-45" />
    <path d="M16 4a12 12 0 0 1 0 24Z" className="fill-current" />
  </>,
  // A hexagon round a core.
  <>
    <path d="M16 2.5 28 9.5v13L16 29.5 4 22.5v-13Z" fill="none" strokeWidth="3.5" strokeLinejoin="round" className="stroke-current opacity-45" />
    <circle cx="16" cy="16" r="5" className="fill-current" />
  </>,
  // Rising chevrons.
  <>
    <path d="m4 26 12-12 12 12" fill="none" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" className="stroke-current opacity-45" />
    <path d="M4 16 16 4l12 12" fill="none" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" className="stroke-current" />
  </>,
  // A sunrise over the horizon.
  <>
    <path d="M5 20a11 11 0 0 1 22 0Z" className="fill-current" />
    <path d="M3 25h26" strokeWidth="3.5" strokeLinecap="round" className="stroke-current opacity-45" />
  </>,
  // A diamond with a diamond inside.
  <>
    <path d="M16 2 30 16 16 30 2 16Z" className="fill-current opacity-45" />
    <path d="m16 10 6 6-6 6-6-6Z" className="fill-current" />
  </>,
  // Four petals.
  <>
    <path d="M16 16V4a12 12 0 0 1 12 12Z" className="fill-current" />
    <path d="M16 16H4a12 12 0 0 1 12-12Z" className="fill-current opacity-45" />
    <path d="M16 16h12a12 12 0 0 1-12 12Z" className="fill-current opacity-45" />
    <path d="M16 16v12A12 12 0 0 1 4 16Z" className="fill-current" />
  </>,
  // Three rising bars.
  <>
    <rect x="3" y="16" width="7" height="13" rx="3.5" className="fill-current opacity-45" />
    <rect x="12.5" y="9" width="7" height="20" rx="3.5" className="fill-current opacity-45" />
    <rect x="22" y="3" width="7" height="26" rx="3.5" className="fill-current" />
  </>,
  // Ripples from a corner.
  <>
    <circle cx="7" cy="25" r="4" className="fill-current" />
    <path
      d="M6 15a11 11 0 0 1 11 11M6 6a20 20 0 0 1 20 20"
      fill="none"
      strokeWidth="3.5"
      strokeLinecap="round"
      className="stroke-current opacity-45"
    />
  </>,
];

/** Which glyph a name gets and how far it is turned (quarter turns), both from the name alone. */
export function glyphOf(name: string): { glyph: number; turn: number } {
  const hash = hashOf(name.trim().toLowerCase());
  const glyph = hash % GLYPHS.length;
  const turns = TURNS[glyph];
  return { glyph, turn: turns[Math.floor(hash / GLYPHS.length) % turns.length] };
}

export function Wordmark({ name, className }: { name: string; className?: string }) {
  const { glyph, turn } = glyphOf(name);
  const [lead, ...rest] = name.trim().split(/\s+/);
  return (
    <span data-wordmark={name} className={cn('inline-flex items-center gap-[0.45em] leading-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-[1.3em] shrink-0" data-glyph={glyph}>
        <g transform={turn ? `rotate(${turn * 90} 16 16)` : undefined}>{GLYPHS[glyph]}</g>
      </svg>
      <span className="tracking-tight">
        <span className="font-extrabold">{lead}</span>
        {rest.length ? <span className="font-medium"> {rest.join(' ')}</span> : null}
      </span>
    </span>
  );
}
