import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { withErrorBoundary } from './error-boundary';

/** Spec §9 tooltip timings, in milliseconds. */
export const TOOLTIP_DELAYS = { open: 700, skip: 300 } as const;

// Shared by every tooltip on the page: moving from one term to the next within the skip window opens at once.
let lastClosedAt = -Infinity;

function TermInner({ term, definition }: { term: string; definition: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  // Read by `hide` at once: a state updater would run after the next term's `show` when focus moves straight to it.
  const shown = useRef(false);

  const show = () => {
    window.clearTimeout(timer.current);
    const delay = performance.now() - lastClosedAt < TOOLTIP_DELAYS.skip ? 0 : TOOLTIP_DELAYS.open;
    timer.current = window.setTimeout(() => {
      shown.current = true;
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (shown.current) lastClosedAt = performance.now();
    shown.current = false;
    setOpen(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <span className="relative inline-block">
      <button
        type="button"
        aria-describedby={id}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(e) => e.key === 'Escape' && hide()}
        className="cursor-help rounded-sm underline decoration-dotted underline-offset-4"
      >
        {term}
      </button>
      <span
        id={id}
        role="tooltip"
        className={clsx(
          'pointer-events-none absolute bottom-full left-1/2 z-40 mb-2 w-max max-w-60 -translate-x-1/2 rounded-md bg-navy-900 px-3 py-2 text-xs font-medium text-white shadow-lift',
          open ? 'block' : 'hidden',
        )}
      >
        {definition}
      </span>
    </span>
  );
}

/** An abbreviation such as LPA or SLA with a keyboard-reachable explanation. */
export const Term = withErrorBoundary(TermInner);
