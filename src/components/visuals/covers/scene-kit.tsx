import type { JSX } from 'react';
import type { Accent } from '@/lib/accents';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from '../accent-classes';
import type { Point } from '../motif';
import type { Random } from './cover-plan';

/**
 * The cover canvas: wide, so a 16:9 card crops its sides and a 3:1 banner its top and bottom. What a
 * scene means stays inside `safe`, the part every crop shows.
 */
export const COVER = { width: 960, height: 400, safe: { left: 130, right: 830, top: 45, bottom: 355 } } as const;

export interface SceneProps {
  /** Prefix for the ids of gradients; `${id}-fill` is the insights accent gradient. */
  id: string;
  /** Seeded by the article's slug: the details that make this cover its own. */
  random: Random;
  /** The insights accent (the path, the main tile). */
  accent: Accent;
  /** The scene's own accent, beside it. */
  second: Accent;
}

export type Scene = (props: SceneProps) => JSX.Element;

/** A quiet rounded tile with an icon in an accent: a piece that is not (yet) the highlight. */
export function OutlineTile({
  at: [x, y],
  size,
  icon,
  accent,
  dashed = false,
}: {
  at: Point;
  size: number;
  icon?: IconName;
  accent: Accent;
  dashed?: boolean;
}) {
  const a = ACCENT_CLASSES[accent];
  const glyph = size * 0.42;
  return (
    <g>
      <rect
        x={x - size / 2}
        y={y - size / 2}
        width={size}
        height={size}
        rx={size * 0.26}
        className={dashed ? 'fill-none stroke-white/25' : cn('fill-navy-900', a.stroke)}
        strokeWidth="2"
        strokeDasharray={dashed ? '4 6' : undefined}
      />
      {icon ? (
        <svg x={x - glyph / 2} y={y - glyph / 2} width={glyph} height={glyph} viewBox="0 0 24 24" className={a.text}>
          <Icon name={icon} />
        </svg>
      ) : null}
    </g>
  );
}

export { polyline } from '../motif';
