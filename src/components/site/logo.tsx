import { cn } from '@/lib/cn';
import { site } from '@/lib/site';
import { WORDMARK } from './wordmark-paths';

/** The letters' box in font units: from just above the point to the foot of the y, trimmed to the ink. */
const VIEW = { x: 60, y: 370, w: 3370, h: 1070 };

/** The wordmark: the name drawn in the brand face, its "i" dotted with the amber point (docs/brand.md); the text colour fills the letters. Sized by class at the box's ratio (28 x 88 px by default). */
export function Wordmark({ className }: { className?: string }) {
  const { paths, point } = WORDMARK;
  return (
    <svg viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.w} ${VIEW.h}`} aria-hidden="true" focusable="false" className={cn('h-7 w-22', className)}>
      {paths.map((d) => (
        <path key={d.slice(0, 24)} d={d} className="fill-current" />
      ))}
      <circle cx={point.cx} cy={point.cy} r={point.r} className="fill-accent-400" />
    </svg>
  );
}

/** The wordmark linking home (marked as the page on the home page). */
export function Logo({ current, className }: { current?: string; className?: string }) {
  return (
    <a
      href="/"
      aria-current={current === '/' ? 'page' : undefined}
      className={cn('inline-flex shrink-0 items-center rounded-md py-2 text-white no-underline', className)}
    >
      <Wordmark />
      <span className="sr-only">{site.name}, home</span>
    </a>
  );
}
