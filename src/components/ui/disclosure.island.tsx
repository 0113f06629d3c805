import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { withErrorBoundary } from './error-boundary';

export interface DisclosureProps {
  /** Id of the panel, referenced by the button's aria-controls. */
  id: string;
  showLabel: string;
  hideLabel: string;
  /**
   * `mobile`: collapsible below 768 px and always open from there up, where the button is hidden
   * (`md:hidden` / `md:block`); hydrate it with `client:afterpaint="(max-width: 767px)"` (or `client:media`).
   * `always`: collapsible at every width; hydrate it with `client:visible`.
   */
  collapse?: 'mobile' | 'always';
  tone?: 'light' | 'dark';
  className?: string;
  children?: ReactNode;
}

const buttonTones = {
  light: 'bg-white text-navy-900 ring-1 ring-line hover:bg-indigo-50 shadow-card',
  dark: 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/15',
};

function DisclosureInner({ id, showLabel, hideLabel, collapse = 'mobile', tone = 'light', className, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const mobileOnly = collapse === 'mobile';
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className={clsx(
          'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 text-left text-sm font-semibold transition-colors',
          'noscript:hidden',
          mobileOnly && 'md:hidden',
          buttonTones[tone],
        )}
      >
        <span>{open ? hideLabel : showLabel}</span>
        <ChevronDown aria-hidden="true" className={clsx('size-5 shrink-0 transition-transform duration-200', open && 'rotate-180')} />
      </button>
      {/* Closed panels are hidden with a class, so the text stays in the HTML and shows without JavaScript. */}
      <div id={id} className={clsx(open ? 'mt-3 block' : 'hidden', 'noscript:mt-0 noscript:block', mobileOnly && 'md:mt-0 md:block')}>
        {children}
      </div>
    </div>
  );
}

/**
 * A button that shows and hides the panel below it. The server renders it closed with the panel's
 * text in the HTML; without JavaScript the panel is shown and the button hidden.
 */
export const Disclosure = withErrorBoundary(DisclosureInner);
