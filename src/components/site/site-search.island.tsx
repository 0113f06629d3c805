import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { withErrorBoundary } from '@/components/ui/error-boundary';

/** The dialog, its engine and its index load only when a visitor first opens search: a closed search costs this file. */
const SearchDialog = lazy(() => import('./search-dialog'));

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The header's search button (issue 39): opened by a click, "/" or Ctrl/⌘+K, closed by Escape with focus back here.
 * Without JavaScript the header shows a link to /search in its place (site-header.tsx).
 */
interface SiteSearchProps {
  /** The button's name (SEARCH_COPY.open). */
  label: string;
  /** The page listing every route (SEARCH_PAGE_PATH). */
  pagePath: string;
  /** Marks the links that open search instead of going to `pagePath` (OPEN_SEARCH_ATTRIBUTE). */
  openAttribute: string;
}

/* Its words come as props, so a page that never opens search loads none of search's modules. */
function SiteSearchInner({ label, pagePath, openAttribute }: SiteSearchProps) {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  const button = useRef<HTMLButtonElement>(null);
  const open = useCallback(() => setState('open'), []);
  const close = useCallback(() => {
    setState('closed');
    button.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
      if (!shortcut && !slash) return;
      if (document.querySelector('dialog:modal') && !shortcut) return;
      e.preventDefault();
      open();
    };
    // After the phone menu has had the click (it closes itself on any link), so search opens over the page.
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest(`[${openAttribute}]`);
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      setTimeout(open, 0);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, openAttribute]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={state === 'open'}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={open}
        // 32 px wide where the desktop bar is tightest (1024-1279 px), 44 px tall everywhere.
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 lg:max-xl:w-8"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </button>
      {state !== 'never' && (
        <Suspense fallback={null}>
          <SearchDialog open={state === 'open'} onClose={close} allHref={pagePath} />
        </Suspense>
      )}
    </>
  );
}

export const SiteSearch = withErrorBoundary(SiteSearchInner);
