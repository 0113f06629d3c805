import { ArrowUpRight, Mail } from 'lucide-react';
import { resolveOutbound, type OutboundTarget } from '@/lib/outbound';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonProps } from './button-styles';

export interface OutboundLinkProps extends Omit<ButtonProps, 'variant'> {
  to: OutboundTarget;
  /** Styled as a button (docs/brand.md); without it, a plain link. */
  variant?: ButtonProps['variant'];
  /** A small "opens elsewhere" arrow (an envelope for mail) after a text link; buttons draw none. */
  icon?: boolean;
}

/** A link out of the site, by the rules of src/lib/outbound.ts; screen readers hear that a new tab opens. */
export function OutboundLink({ to, children, className, variant, icon = false }: OutboundLinkProps) {
  const { href, newTab } = resolveOutbound(to);
  const Glyph = to.kind === 'mail' ? Mail : ArrowUpRight;
  return (
    <a
      href={href}
      className={variant ? buttonClasses(variant, className) : cn(className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {icon && !variant ? <Glyph aria-hidden="true" className="size-4 shrink-0" /> : null}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** The site's main call to action: a button that opens the hosted intake form in a new tab. */
export function IntakeButton({ children, variant = 'primary', className }: ButtonProps) {
  return (
    <OutboundLink to={{ kind: 'intake' }} variant={variant} className={className}>
      {children}
    </OutboundLink>
  );
}
