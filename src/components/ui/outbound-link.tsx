import { ExternalLink, Mail } from 'lucide-react';
import { resolveOutbound, type OutboundTarget } from '@/lib/outbound';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonProps } from './button-styles';

export interface OutboundLinkProps extends ButtonProps {
  to: OutboundTarget;
  /** The "opens elsewhere" icon on new-tab links, an envelope on mail links (default: on buttons, those with a `variant`). */
  icon?: boolean;
}

/** A link out of the site, by the rules of src/lib/outbound.ts; with `variant`, styled as a button. */
export function OutboundLink({ to, children, className, variant, size, icon }: OutboundLinkProps) {
  const { href, newTab } = resolveOutbound(to);
  const Glyph = to.kind === 'mail' ? Mail : ExternalLink;
  return (
    <a
      href={href}
      className={variant ? buttonClasses(variant, size, className) : cn(className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && (icon ?? variant) ? <Glyph aria-hidden="true" className="size-4 shrink-0" /> : null}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** The site's main call to action: a large button that opens the hosted intake form in a new tab. */
export function IntakeButton({ children, variant = 'primary', className }: Omit<ButtonProps, 'size'>) {
  return (
    <OutboundLink to={{ kind: 'intake' }} variant={variant} size="lg" className={className}>
      {children}
    </OutboundLink>
  );
}
