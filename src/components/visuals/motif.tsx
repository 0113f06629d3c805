import type { ReactNode } from 'react';
import type { Accent } from '@/lib/accents';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from './accent-classes';
import { LIGHT_ACCENT } from './diagrams/light-accent';

/** The Kriyon motif: a fading dot grid, tiles in a page family's accent, and the amber spark (the logo's dot). */

export type Point = readonly [number, number];

/** A hero picture's box: a wide short band above the words below 1024 px, a column beside them from 1024 px. */
export type Frame = { w: number; h: number; band: boolean };
export const BAND: Frame = { w: 480, h: 180, band: true };
export const COLUMN: Frame = { w: 480, h: 400, band: false };

/** What a drawing uses: its accent, the accent gradient, and `glyph` to place an icon `size` wide centred on `at`. */
export interface Kit {
  a: (typeof ACCENT_CLASSES)[Accent];
  fill: string;
  glyph: (name: IconName, at: Point, size: number, className?: string) => ReactNode;
}

/** A decorative hero picture: shared definitions once, then a drawing per frame, each fitting its viewBox. */
type ArtProps = {
  id: string;
  accent: Accent;
  icons: readonly IconName[];
  draw: (frame: Frame, kit: Kit) => ReactNode;
  frames?: Frame[];
  className?: string;
};
export function Art({ id, accent, icons, draw, frames = [BAND, COLUMN], className = 'block h-auto w-full' }: ArtProps) {
  const kit: Kit = {
    a: ACCENT_CLASSES[accent],
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
          <AccentGradient id={`${id}-fill`} accent={accent} />
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
  const [fill, className] = quiet ? [undefined, cn('fill-navy-900', kit.a.stroke)] : [kit.fill, 'stroke-white/30'];
  return (
    <>
      <rect {...centred([x, y], size)} rx={Math.round(size * 0.26)} fill={fill} className={className} strokeWidth="2" />
      {kit.glyph(icon, [x, y], size * 0.46, quiet ? kit.a.text : undefined)}
    </>
  );
}

/** An open stroke with round ends: `dash` dashes it, `join` rounds its corners. */
type StrokeProps = { d: string; className: string; width: string; dash?: string; join?: 'round' };
export const Stroke = ({ d, className, width, dash, join }: StrokeProps) => (
  <path d={d} fill="none" className={className} strokeWidth={width} strokeDasharray={dash} strokeLinecap="round" strokeLinejoin={join} />
);

export const Trail = ({ d, kit }: { d: string; kit: Kit }) => <Stroke d={d} className={kit.a.stroke} width="3" dash="1 9" />;

/** A figure or name in the picture, white on the dark hero, centred on `at` unless `start`. */
export const Label = ({ at: [x, y], start = false, children }: { at: Point; start?: boolean; children: ReactNode }) => (
  <text x={x} y={y} textAnchor={start ? undefined : 'middle'} className="fill-white text-[18px] font-semibold">
    {children}
  </text>
);

/** The x, y, width and height of a `w` x `h` box centred on `at`. */
export const centred = ([x, y]: Point, w: number, h = w) => ({ x: x - w / 2, y: y - h / 2, width: w, height: h });

export const spread = (count: number, from: number, to: number) =>
  Array.from({ length: count }, (_, i) => Math.round(count < 2 ? from : from + ((to - from) * i) / (count - 1)));

export const polyline = (points: readonly Point[]) => points.map((p) => p.join(',')).join(' ');

/** A gradient in the accent, light (400) at the top left to deep (600) at the bottom right. */
export function AccentGradient({ id, accent }: { id: string; accent: Accent }) {
  const a = ACCENT_CLASSES[accent];
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" className={a.stop} />
      <stop offset="1" className={LIGHT_ACCENT[accent].stop} />
    </linearGradient>
  );
}

/** The rising path: a line through the points, a node at each, the last one the amber spark. */
export function RisingPath({ points, kit: { a }, dashed = false }: { points: readonly Point[]; kit: Kit; dashed?: boolean }) {
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

/** The amber spark with its halo. */
export function Spark({ at: [x, y], size = 9 }: { at: Point; size?: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={Math.round(size * 2.2)} className="fill-accent-400/20" />
      <circle cx={x} cy={y} r={size} className="fill-accent-400" />
    </>
  );
}

/** A kit whose icons are drawn inline: an article cover is one svg, with no symbols. */
export function inlineKit(fill: string, accent: Accent): Kit {
  return {
    a: ACCENT_CLASSES[accent],
    fill,
    glyph: (name, [x, y], size, glyphClass = 'text-white') => (
      <svg
        x={Math.round(x - size / 2)}
        y={Math.round(y - size / 2)}
        width={Math.round(size)}
        height={Math.round(size)}
        viewBox="0 0 24 24"
        className={glyphClass}
      >
        <Icon name={name} />
      </svg>
    ),
  };
}
