import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Menu, X } from 'lucide-react';
import type { NavLink } from '@/lib/nav';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { OutboundLink } from '@/components/ui/outbound-link';

export interface MobileMenuProps {
  primary: NavLink[];
  industriesLabel: string;
  industries: NavLink[];
  company: NavLink[];
  startLabel: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';
/** Matches the `lg:hidden` on the menu button: at this width the desktop nav takes over. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function setPageLocked(locked: boolean) {
  document.documentElement.style.overflow = locked ? 'hidden' : '';
  for (const el of document.querySelectorAll('main, footer')) {
    if (locked) el.setAttribute('inert', '');
    else el.removeAttribute('inert');
  }
}

function MobileMenuInner({ primary, industriesLabel, industries, company, startLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const titleId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  useEffect(() => {
    if (!open) return;
    setPageLocked(true);
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && close(false);
    desktop.addEventListener('change', onChange);
    return () => {
      setPageLocked(false);
      desktop.removeEventListener('change', onChange);
    };
  }, [open, close]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const linkClass = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-100 hover:bg-white/10';
  const group = (title: string, links: NavLink[]) => (
    <div className="border-t border-white/10 pt-4">
      <p className="eyebrow px-3 text-accent-300">{title}</p>
      <ul className="mt-2 grid grid-cols-2 gap-1">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={linkClass} onClick={() => close(false)}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {open ? (
        // The dialog handles Escape and Tab for everything inside it (focus stays in the menu).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className="on-dark fixed inset-0 z-[60] flex flex-col overflow-y-auto overscroll-contain bg-navy-950 text-white"
        >
          <div className="container-page flex h-16 shrink-0 items-center justify-between">
            <p id={titleId} className="text-lg font-bold">
              Menu
            </p>
            <button
              type="button"
              onClick={() => close()}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile" className="container-page flex flex-col gap-4 pb-10">
            <ul className="flex flex-col gap-1">
              {primary.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className={linkClass} onClick={() => close(false)}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
            {group(industriesLabel, industries)}
            {group('Company', company)}
            <OutboundLink to={{ kind: 'intake' }} variant="primary" size="lg" className="mt-2 w-full" onClick={() => close(false)}>
              {startLabel}
            </OutboundLink>
          </nav>
        </div>
      ) : null}
    </>
  );
}

/** The small-screen menu: a modal dialog with focus kept inside, Escape to close and page scroll locked. */
export function MobileMenu(props: MobileMenuProps) {
  return (
    <ErrorBoundary>
      <MobileMenuInner {...props} />
    </ErrorBoundary>
  );
}
