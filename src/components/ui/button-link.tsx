import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

/** An internal link that looks like a button. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <a href={href} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
