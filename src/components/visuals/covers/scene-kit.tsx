import type { JSX } from 'react';
import type { Accent } from '@/lib/accents';
import type { Kit } from '../motif';
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
  /** Tiles in the insights accent (its gradient is `${id}-fill`), and in the scene's own. */
  kit: Kit;
  secondKit: Kit;
}

export type Scene = (props: SceneProps) => JSX.Element;

export { polyline } from '../motif';
