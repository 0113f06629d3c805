import type { ReactNode } from 'react';
import type { Accent } from '@/lib/accents';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from './accent-classes';

/**
 * The Kriyon motif, drawn on the dark hero: a dot grid that fades out, orbit rings, and the rising
 * path, nodes joined by a line that climbs to the amber spark (the dot of the logo). Every hero
 * picture is made of these pieces, in the accent of its page family, on a 480 x 400 canvas.
 */
export const CANVAS = { width: 480, height: 400 } as const;

export type Point = readonly [number, number];

/**
 * The picture: decorative unless labelled (the page's text says everything). It fills the box its
 * frame gives it, cropping to the middle when the box is wider than the canvas (no layout shift).
 */
export function Art({ id, label, className, children }: { id: string; label?: string; className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${CANVAS.width} ${CANVAS.height}`}
      preserveAspectRatio="xMidYMid slice"
      className={cn('size-full', className)}
      data-art={id}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <Backdrop id={id} />
      {children}
    </svg>
  );
}

/** Dot grid fading out from the centre, and three orbit rings. */
function Backdrop({ id }: { id: string }) {
  return (
    <>
      <defs>
        <pattern id={`${id}-dots`} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" className="fill-white/25" />
        </pattern>
        <radialGradient id={`${id}-fade`}>
          <stop offset="0.35" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-mask`}>
          <rect width={CANVAS.width} height={CANVAS.height} fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      <rect width={CANVAS.width} height={CANVAS.height} fill={`url(#${id}-dots)`} mask={`url(#${id}-mask)`} />
      <g fill="none" className="stroke-white/10" strokeWidth="1.5">
        <circle cx="240" cy="200" r="96" />
        <circle cx="240" cy="200" r="148" />
        <circle cx="240" cy="200" r="196" strokeDasharray="2 8" strokeLinecap="round" />
      </g>
    </>
  );
}

/** A gradient in the accent, light at the top left to deep at the bottom right. */
export function AccentGradient({ id, accent }: { id: string; accent: Accent }) {
  const a = ACCENT_CLASSES[accent];
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" className={a.stopLight} />
        <stop offset="1" className={a.stopDeep} />
      </linearGradient>
    </defs>
  );
}

/** The rising path: a line through the points, a node at each, the last one the amber spark. */
export function RisingPath({ points, accent, dashed = false }: { points: readonly Point[]; accent: Accent; dashed?: boolean }) {
  const a = ACCENT_CLASSES[accent];
  const last = points.at(-1)!;
  return (
    <g>
      <polyline
        points={points.map((p) => p.join(',')).join(' ')}
        fill="none"
        className={a.stroke}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray={dashed ? '1 9' : undefined}
      />
      {points.slice(0, -1).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="6" className={cn('fill-navy-950', a.stroke)} strokeWidth="3" />
      ))}
      <Spark at={last} />
    </g>
  );
}

/** The amber spark with its halo. */
export function Spark({ at: [x, y], size = 9 }: { at: Point; size?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={size * 2.2} className="fill-accent-400/20" />
      <circle cx={x} cy={y} r={size} className="fill-accent-400" />
    </g>
  );
}

/** A rounded tile filled with the accent gradient, a white icon in the middle (the logo's shape, in the family's colour). */
export function GlyphTile({ at: [x, y], size, icon, fill }: { at: Point; size: number; icon: IconName; fill: string }) {
  const glyph = size * 0.46;
  return (
    <g>
      <rect x={x - size / 2} y={y - size / 2} width={size} height={size} rx={size * 0.26} fill={fill} />
      <rect x={x - size / 2} y={y - size / 2} width={size} height={size} rx={size * 0.26} fill="none" className="stroke-white/30" />
      <svg x={x - glyph / 2} y={y - glyph / 2} width={glyph} height={glyph} viewBox="0 0 24 24" className="text-white" overflow="visible">
        <Icon name={icon} />
      </svg>
    </g>
  );
}

/** A small dark node carrying an icon, for satellites on an orbit. */
export function IconNode({ at: [x, y], icon, accent, size = 44 }: { at: Point; icon: IconName; accent: Accent; size?: number }) {
  const glyph = size * 0.5;
  return (
    <g>
      <circle cx={x} cy={y} r={size / 2} className={cn('fill-navy-900', ACCENT_CLASSES[accent].stroke)} strokeWidth="2" />
      <svg x={x - glyph / 2} y={y - glyph / 2} width={glyph} height={glyph} viewBox="0 0 24 24" className={ACCENT_CLASSES[accent].text}>
        <Icon name={icon} />
      </svg>
    </g>
  );
}

/** The point at `degrees` (0 = right, clockwise) on a circle round the canvas centre. */
export function onOrbit(radius: number, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  return [Math.round(240 + radius * Math.cos(r)), Math.round(200 + radius * Math.sin(r))];
}
