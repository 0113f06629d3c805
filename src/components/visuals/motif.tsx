import type { ReactNode } from 'react';
import type { Accent } from '@/lib/accents';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from './accent-classes';

/**
 * The Kriyon motif: a dot grid that fades out, tiles in a page family's accent, and the amber spark
 * (the dot of the logo). A hero picture is drawn twice, once for each box it gets: a wide short band
 * above the words below 1024 px, its own column beside them from 1024 px. Each drawing fits its
 * viewBox, so `meet` never crops it.
 */

export type Point = readonly [number, number];

export interface Frame {
  w: number;
  h: number;
  band: boolean;
}
export const BAND: Frame = { w: 480, h: 180, band: true };
export const COLUMN: Frame = { w: 480, h: 400, band: false };

/** What a drawing uses: its accent, the id of the accent gradient, and the icons it may place. */
export interface Kit {
  a: (typeof ACCENT_CLASSES)[Accent];
  fill: string;
  /** An icon from the picture's symbols, `size` wide, centred on `at`. */
  glyph: (name: IconName, at: Point, size: number, className?: string) => ReactNode;
}

/**
 * A hero picture: its shared definitions (gradient, dots, the icons as symbols) once, then a drawing
 * per frame (`frames`, the band and the column unless the picture has one box at every width).
 * Decorative: the hero's words say what it shows.
 */
export function Art({
  id,
  accent,
  icons,
  draw,
  frames = [BAND, COLUMN],
  className = 'block h-auto w-full',
}: {
  id: string;
  accent: Accent;
  icons: readonly IconName[];
  draw: (frame: Frame, kit: Kit) => ReactNode;
  frames?: Frame[];
  className?: string;
}) {
  const a = ACCENT_CLASSES[accent];
  const kit: Kit = {
    a,
    fill: `url(#${id}-fill)`,
    glyph: (name, [x, y], size, glyphClass = 'text-white') => {
      const s = Math.round(size);
      return <use href={`#${id}-${name}`} x={Math.round(x - s / 2)} y={Math.round(y - s / 2)} width={s} height={s} className={glyphClass} />;
    },
  };
  return (
    <>
      {/* Definitions in a box of no size that is never display:none, so the gradients paint. */}
      <svg aria-hidden="true" focusable="false" className="absolute size-0">
        <defs>
          <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={a.stopLight} />
            <stop offset="1" className={a.stopDeep} />
          </linearGradient>
          <pattern id={`${id}-dots`} width="24" height="24" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.4" className="fill-white/25" />
          </pattern>
          <radialGradient id={`${id}-fade`}>
            <stop offset="0.3" stopColor="#fff" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </radialGradient>
          <mask id={`${id}-mask`} maskContentUnits="objectBoundingBox">
            <rect width="1" height="1" fill={`url(#${id}-fade)`} />
          </mask>
          {[...new Set(icons)].map((name) => (
            <symbol key={name} id={`${id}-${name}`} viewBox="0 0 24 24">
              <Icon name={name} />
            </symbol>
          ))}
        </defs>
      </svg>
      {frames.map((frame) => (
        <svg
          key={frame.h}
          viewBox={`0 0 ${frame.w} ${frame.h}`}
          className={cn(className, frames.length > 1 && (frame.band ? 'lg:hidden' : 'hidden lg:block'))}
          data-art={id}
          data-frame={frame.band ? 'band' : 'column'}
          aria-hidden="true"
          focusable="false"
        >
          <rect width={frame.w} height={frame.h} fill={`url(#${id}-dots)`} mask={`url(#${id}-mask)`} />
          {draw(frame, kit)}
        </svg>
      ))}
    </>
  );
}

/** A rounded tile centred on `at`: the accent gradient with a white icon, or (`quiet`) dark with the icon in the accent. */
export function Tile({ kit, at, size, icon, quiet = false }: { kit: Kit; at: Point; size: number; icon: IconName; quiet?: boolean }) {
  const [x, y] = at.map(Math.round);
  return (
    <>
      <rect
        x={x - size / 2}
        y={y - size / 2}
        width={size}
        height={size}
        rx={Math.round(size * 0.26)}
        fill={quiet ? undefined : kit.fill}
        className={quiet ? cn('fill-navy-900', kit.a.stroke) : 'stroke-white/30'}
        strokeWidth="2"
      />
      {kit.glyph(icon, [x, y], size * 0.46, quiet ? kit.a.text : undefined)}
    </>
  );
}

/** Points as an SVG `points` value. */
export const polyline = (points: readonly Point[]) => points.map((p) => p.join(',')).join(' ');

/* The pieces the article covers draw with (covers/), each icon inline. */

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
  return (
    <g>
      <polyline
        points={polyline(points)}
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
      <Spark at={points.at(-1)!} />
    </g>
  );
}

/** The amber spark with its halo (its painted radius is 2.2 x `size`). */
export function Spark({ at: [x, y], size = 9 }: { at: Point; size?: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={Math.round(size * 2.2)} className="fill-accent-400/20" />
      <circle cx={x} cy={y} r={size} className="fill-accent-400" />
    </>
  );
}

/** A rounded tile filled with a gradient, a white icon in the middle. */
export function GlyphTile({ at: [x, y], size, icon, fill }: { at: Point; size: number; icon: IconName; fill: string }) {
  const glyph = size * 0.46;
  return (
    <g>
      <rect x={x - size / 2} y={y - size / 2} width={size} height={size} rx={size * 0.26} fill={fill} className="stroke-white/30" />
      <svg x={x - glyph / 2} y={y - glyph / 2} width={glyph} height={glyph} viewBox="0 0 24 24" className="text-white">
        <Icon name={icon} />
      </svg>
    </g>
  );
}

/** A small dark node carrying an icon in the accent. */
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
