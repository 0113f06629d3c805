import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { isCurrent, type NavLink } from '@/lib/nav';
import { CURRENT_IN_PANEL, CURRENT_ON_DARK, HEADER_ITEM } from './nav-styles';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { NavAnchor } from './nav-anchor';

/** Spec §9 navigation menu timings, in milliseconds. */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;

// Shared by every menu: re-opening within the skip window, or moving from an open menu to its neighbour, is immediate.
let lastClosedAt = -Infinity;
let openMenu: { id: string; hide: () => void } | null = null;

export interface NavMenuProps {
  label: string;
  links: NavLink[];
  current: string;
  /** Two columns for the industries (spec §2). */
  columns?: 1 | 2;
}

function NavMenuInner({ label, links, current, columns = 1 }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const openedByPointer = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Whether the panel is open right now, for `hide` to read at once (not in a state updater).
  const shown = useRef(false);

  const clear = () => window.clearTimeout(timer.current);
  const hide = useCallback(() => {
    clear();
    if (shown.current) lastClosedAt = performance.now();
    if (openMenu?.id === panelId) openMenu = null;
    shown.current = false;
    setOpen(false);
    openedByPointer.current = false;
  }, [panelId]);
  const show = useCallback(() => {
    clear();
    if (openMenu && openMenu.id !== panelId) openMenu.hide();
    openMenu = { id: panelId, hide };
    shown.current = true;
    setOpen(true);
  }, [hide, panelId]);
  const scheduleOpen = (byPointer: boolean) => {
    clear();
    if (open) return;
    const switching = openMenu !== null && openMenu.id !== panelId;
    const delay = switching || performance.now() - lastClosedAt < MENU_DELAYS.skip ? 0 : MENU_DELAYS.open;
    timer.current = window.setTimeout(() => {
      show();
      openedByPointer.current = byPointer;
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

  const holdsCurrent = links.some((l) => isCurrent(l.href, current));

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
        data-current={holdsCurrent || undefined}
        className={clsx(HEADER_ITEM, 'gap-0.5', holdsCurrent && CURRENT_ON_DARK)}
      >
        {label}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        data-state={open ? 'open' : 'closed'}
        className={clsx(
          'absolute top-full left-1/2 mt-2 -translate-x-1/2 rounded-card bg-white p-3 text-ink shadow-lift ring-1 ring-navy-900/10',
          columns === 2 ? 'w-[30rem]' : 'w-64',
          open ? 'block' : 'hidden',
        )}
      >
        <ul className={clsx('grid gap-1', columns === 2 && 'grid-cols-2')}>
          {links.map((link) => (
            <li key={link.href}>
              <NavAnchor
                link={link}
                current={current}
                onClick={hide}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium text-navy-900 hover:bg-indigo-50 hover:text-indigo-700"
                currentClassName={CURRENT_IN_PANEL}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A desktop header dropdown: opens on hover after the spec's delay, on keyboard focus and on click; Escape returns focus. */
export const NavMenu = withErrorBoundary(NavMenuInner);
