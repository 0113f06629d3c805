import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The drawing kit of the brand idea (docs/brand.md): the field (dots at the unit a picture counts), the path (one
 * indigo line through the work's steps) and the point (one amber dot where the measured result lands). Every page-top
 * picture and chart is drawn from these, in SVG at build, with its numbers from the page's own content.
 */

export type Point = readonly [number, number];

/** A picture's box: a wide short band above the words below 1024 px, a column beside them from 1024 px. */
export type Frame = { w: number; h: number; band: boolean };
export const BAND: Frame = { w: 480, h: 200, band: true };
export const COLUMN: Frame = { w: 480, h: 400, band: false };

/** Colours by ground: the picture sits on the navy page top (`dark`) or on a light band. */
const INK = {
  dark: {
    dot: 'fill-white/25',
    path: 'stroke-indigo-300',
    node: 'fill-navy-950 stroke-indigo-300',
    text: 'fill-white',
    muted: 'fill-slate-300',
    rule: 'stroke-white/25',
  },
  light: {
    dot: 'fill-indigo-600/25',
    path: 'stroke-indigo-600',
    node: 'fill-white stroke-indigo-600',
    text: 'fill-navy-900',
    muted: 'fill-muted',
    rule: 'stroke-navy-900/20',
  },
};
export type Ground = keyof typeof INK;
export const ink = (ground: Ground) => INK[ground];

/** A linear scale from a domain onto a pixel range. */
export const scale = (d0: number, d1: number, r0: number, r1: number) => (v: number) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

/** The field: one dot per unit across a plot box, `cols` x `rows` units (dots on every unit line, the box's edges included). */
export function Field({
  x,
  y,
  w,
  h,
  cols,
  rows,
  ground,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  cols: number;
  rows: number;
  ground: Ground;
}) {
  const dots: ReactNode[] = [];
  for (let c = 0; c <= cols; c++)
    for (let r = 0; r <= rows; r++)
      dots.push(<circle key={`${c}-${r}`} cx={Math.round(x + (w * c) / cols)} cy={Math.round(y + (h * r) / rows)} r="1.5" />);
  return (
    <g className={INK[ground].dot} data-field={`${cols}x${rows}`}>
      {dots}
    </g>
  );
}

/** The path: a line through the points with a hollow node at each index in `nodes`; `dashed` for what is modelled, not measured. */
export function PathLine({
  points,
  ground,
  nodes = [],
  dashed = false,
}: {
  points: readonly Point[];
  ground: Ground;
  nodes?: number[];
  dashed?: boolean;
}) {
  const i = INK[ground];
  return (
    <g data-path="">
      <polyline
        points={points.map((p) => p.map(Math.round).join(',')).join(' ')}
        fill="none"
        className={i.path}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray={dashed ? '2 8' : undefined}
      />
      {nodes.map((n) => (
        <circle key={n} cx={Math.round(points[n][0])} cy={Math.round(points[n][1])} r="6" className={i.node} strokeWidth="3" />
      ))}
    </g>
  );
}

/** The point: the one amber dot of a picture, where the measured result lands, with a soft ring. */
export function ResultPoint({ at: [x, y], size = 8 }: { at: Point; size?: number }) {
  return (
    <g data-point="result">
      <circle cx={Math.round(x)} cy={Math.round(y)} r={Math.round(size * 2)} className="fill-accent-400/25" />
      <circle cx={Math.round(x)} cy={Math.round(y)} r={size} className="fill-accent-400" />
    </g>
  );
}

type TextProps = { at: Point; ground: Ground; anchor?: 'start' | 'middle' | 'end'; className?: string; children: ReactNode };

/** A figure in a picture, in the brand face (20 units: 15 px or more in a phone's band). */
export const FigureText = ({ at: [x, y], ground, anchor = 'start', className, children }: TextProps) => (
  <text x={Math.round(x)} y={Math.round(y)} textAnchor={anchor} className={cn('font-brand text-[20px] font-bold', INK[ground].text, className)}>
    {children}
  </text>
);

/** A label in a picture, in the text face (16 units: 12 px or more in a phone's band). */
export const LabelText = ({ at: [x, y], ground, anchor = 'start', className, children }: TextProps) => (
  <text x={Math.round(x)} y={Math.round(y)} textAnchor={anchor} className={cn('text-[16px]', INK[ground].muted, className)}>
    {children}
  </text>
);

/** A hairline, e.g. an axis or a target. */
export const Rule = ({ from: [x1, y1], to: [x2, y2], ground, dashed = false }: { from: Point; to: Point; ground: Ground; dashed?: boolean }) => (
  <line x1={x1} y1={y1} x2={x2} y2={y2} className={INK[ground].rule} strokeWidth="1.5" strokeDasharray={dashed ? '4 6' : undefined} />
);

type PictureProps = {
  /** Names the drawing for the tests (`data-art`). */
  id: string;
  draw: (frame: Frame) => ReactNode;
  frames?: Frame[];
  className?: string;
};

/** A page-top picture: drawn whole for each frame (the phone's band, the wide screen's column); decorative, as the page's text carries its figures. */
export function Picture({ id, draw, frames = [BAND, COLUMN], className = 'block h-auto w-full' }: PictureProps) {
  return (
    <>
      {frames.map((frame) => (
        <svg
          key={`${frame.w}x${frame.h}`}
          viewBox={`0 0 ${frame.w} ${frame.h}`}
          className={cn(className, frames.length > 1 && (frame.band ? 'lg:hidden' : 'hidden lg:block'))}
          data-art={id}
          data-frame={frame.band ? 'band' : 'column'}
          aria-hidden="true"
          focusable="false"
        >
          {draw(frame)}
        </svg>
      ))}
    </>
  );
}
