import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import type { NavLink } from '@/lib/nav';
import { withErrorBoundary } from '@/components/ui/error-boundary';

/** Spec §9 navigation menu timings, in milliseconds. */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;

// Shared by every menu instance: re-opening within the skip window is immediate.
let lastClosedAt = -Infinity;

function IndustriesMenuInner({ label, links }: { label: string; links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const openedByPointer = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Whether the panel is open right now, for `hide` to read at once (not in a state updater).
  const shown = useRef(false);

  const clear = () => window.clearTimeout(timer.current);
  const show = useCallback(() => {
    clear();
    shown.current = true;
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clear();
    if (shown.current) lastClosedAt = performance.now();
    shown.current = false;
    setOpen(false);
    openedByPointer.current = false;
  }, []);
  const scheduleOpen = (byPointer: boolean) => {
    clear();
    if (open) return;
    const delay = performance.now() - lastClosedAt < MENU_DELAYS.skip ? 0 : MENU_DELAYS.open;
    timer.current = window.setTimeout(() => {
      openedByPointer.current = byPointer;
      shown.current = true;
      setOpen(true);
    }, delay);
  };
  const scheduleClose = () => {
    clear();
    timer.current = window.setTimeout(hide, MENU_DELAYS.close);
  };

  useEffect(() => () => clear(), []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      hide();
      triggerRef.current?.focus();
    } else if (e.key === 'ArrowDown' && e.target === triggerRef.current) {
      e.preventDefault();
      show();
      requestAnimationFrame(() => rootRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(e.relatedTarget)) scheduleClose();
  };

  return (
    // Pointer and key handlers on the wrapper serve the trigger and the links inside it together.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && scheduleOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && scheduleClose()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && scheduleOpen(false)}
        onClick={() => {
          if (open && openedByPointer.current) {
            openedByPointer.current = false;
            return;
          }
          if (open) hide();
          else show();
        }}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-100 hover:text-white"
      >
        {label}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        data-state={open ? 'open' : 'closed'}
        className={clsx(
          'absolute top-full left-1/2 mt-2 w-[30rem] -translate-x-1/2 rounded-card bg-white p-3 text-ink shadow-lift ring-1 ring-navy-900/10',
          open ? 'block' : 'hidden',
        )}
      >
        <ul className="grid grid-cols-2 gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={hide}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium text-navy-900 hover:bg-indigo-50 hover:text-indigo-700"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Desktop Industries dropdown: opens on hover, keyboard focus and click; 8 links in 2 columns. */
export const IndustriesMenu = withErrorBoundary(IndustriesMenuInner);
