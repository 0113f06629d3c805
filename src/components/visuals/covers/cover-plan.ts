/**
 * An article's cover is its own result, drawn (docs/brand.md): the figure of its `impact` line, read into a measure
 * (src/lib/impact.ts), placed in a frame here. The field counts the figure's unit, the path runs from nothing to the
 * figure and the amber point lands on it; a comparison draws what it is compared with as a quiet line above.
 */
import type { CoverPlan } from '@/lib/impact';

export { coverPlan, type CoverKind, type CoverPlan } from '@/lib/impact';

export type Point = readonly [number, number];

/** A cover's box, in its own units (drawn at about one unit a pixel), and the sizes of its marks. */
export type CoverFrame = { w: number; h: number; node: number; point: number; stroke: number; labels?: boolean };
/** The article's key impact: labelled. */
export const RAIL_COVER: CoverFrame = { w: 272, h: 100, node: 6, point: 7, stroke: 3, labels: true };
/** A labelled frame: the comparison's two lines named in a column on the left, a measure's ends under it. */
export const LABEL_COLUMN = 58;
export const LABEL_ROW = 22;

export type CoverShapes = {
  /** The field's dots, a row under the path (and one under the quiet line) with one between. */
  dots: Point[];
  /** What the result is compared with, as a quiet line from nothing. */
  base?: readonly [Point, Point];
  /** The path from nothing to the figure, its hollow nodes (indices) and the point where it lands. */
  path: Point[];
  nodes: number[];
  point: Point;
  dashed: boolean;
};

/** Where each mark of a plan sits in a frame: a measure read left to right, nothing drawn outside the frame. */
export function coverShapes(plan: CoverPlan, frame: CoverFrame): CoverShapes {
  // A labelled frame keeps a column for the comparison's names, or a row under a lone measure for its ends.
  const column = frame.labels && plan.base !== undefined ? LABEL_COLUMN : 0;
  const h = frame.labels && plan.base === undefined ? frame.h - LABEL_ROW : frame.h;
  const left = column + frame.node + frame.stroke;
  const right = frame.w - frame.point * 2 - 1;
  const x = (v: number) => Math.round((left + ((right - left) * v) / plan.max) * 10) / 10;
  const gap = h * (plan.base === undefined ? 0.25 : 0.2);
  const pathY = Math.round(plan.base === undefined ? h / 2 : h / 2 + gap);
  const rows = plan.base === undefined ? [pathY - gap, pathY, pathY + gap] : [pathY - 2 * gap, pathY - gap, pathY];
  const dots: Point[] = [];
  for (let v = 0; v <= plan.max + 1e-9; v += plan.step) for (const y of rows) dots.push([x(v), Math.round(y)]);
  const marks =
    plan.kind === 'count'
      ? Array.from({ length: plan.value }, (_, i) => i + 1)
      : plan.from !== undefined
        ? [0, plan.from, plan.value]
        : [0, plan.value];
  const path = marks.map((v): Point => [x(v), pathY]);
  return {
    dots,
    base:
      plan.base === undefined
        ? undefined
        : [
            [x(0), Math.round(rows[0])],
            [x(plan.base), Math.round(rows[0])],
          ],
    path,
    nodes: path.slice(0, -1).map((_, i) => i),
    point: path.at(-1)!,
    dashed: plan.modelled,
  };
}
