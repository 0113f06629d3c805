import { useEffect, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { ErrorBoundary } from '@/components/ui/error-boundary';

/** Spec §9: the header turns more opaque once the page is scrolled beyond this many pixels. */
const HEADER_SCROLL_THRESHOLD = 50;

/** The fixed header shell; the only thing it hydrates is its background state. */
export function HeaderScroll({ children }: { children?: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={clsx(
        'on-dark fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-300 [view-transition-name:site-header]',
        scrolled ? 'border-white/10 bg-navy-950 shadow-lift' : 'border-transparent bg-navy-950/95 backdrop-blur-sm',
      )}
    >
      <ErrorBoundary>{children}</ErrorBoundary>
    </header>
  );
}
