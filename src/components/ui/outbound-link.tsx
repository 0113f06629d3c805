import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { site } from '@/lib/site';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

/**
 * Every outbound rule of spec §7 in one place. Nothing else writes target="_blank".
 * - intake / booking: the hosted forms, new tab
 * - external: any other site, new tab, no opener
 * - mail: mailto with an optional subject; same window unless `newTab` (the contact page's email card)
 * - tel: same window
 */
export type OutboundTarget =
  | { kind: 'intake' }
  | { kind: 'booking' }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; to?: string; subject?: string; body?: string; newTab?: boolean }
  | { kind: 'tel'; number?: string };

export interface OutboundLinkProps {
  to: OutboundTarget;
  children: ReactNode;
  className?: string;
  /** Render with button styles. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Show the small "opens elsewhere" icon on new-tab links (default true for buttons). */
  icon?: boolean;
  'aria-label'?: string;
  onClick?: () => void;
}

export function mailtoHref(to: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

export function resolveOutbound(to: OutboundTarget): { href: string; newTab: boolean } {
  switch (to.kind) {
    case 'intake':
      return { href: site.intakeFormUrl, newTab: true };
    case 'booking':
      return { href: site.bookingUrl, newTab: true };
    case 'external':
      return { href: to.href, newTab: true };
    case 'mail':
      return { href: mailtoHref(to.to ?? site.email, to.subject, to.body), newTab: Boolean(to.newTab) };
    case 'tel':
      return { href: to.number ? `tel:${to.number.replace(/[^\d+]/g, '')}` : site.phoneHref, newTab: false };
  }
}

export function OutboundLink({ to, children, className, variant, size, icon, onClick, ...rest }: OutboundLinkProps) {
  const { href, newTab } = resolveOutbound(to);
  const showIcon = newTab && (icon ?? Boolean(variant));
  return (
    <a
      href={href}
      className={variant ? buttonClasses(variant, size, className) : cn(className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-label={rest['aria-label']}
      onClick={onClick}
    >
      {children}
      {showIcon ? <ExternalLink aria-hidden="true" className="size-4 shrink-0" /> : null}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
