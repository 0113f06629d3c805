import type { Kit } from '../motif';
import type { Random } from './cover-plan';

/** The cover canvas: wide, so a 16:9 card crops its sides and a 3:1 banner its top and bottom; every crop shows `safe`. */
export const COVER = { width: 960, height: 400, safe: { left: 130, right: 830, top: 45, bottom: 355 } } as const;

/** A scene draws arrangement `variant` from the slug's `random`, in the insights accent (`kit`) and its own (`secondKit`). */
export type SceneProps = { random: Random; kit: Kit; secondKit: Kit; variant: number };
