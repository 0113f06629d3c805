import { buttonClasses, type ButtonProps } from './button-styles';

/** An internal link that looks like a button. */
export function ButtonLink({ href, children, variant, size, className }: ButtonProps & { href: string }) {
  return (
    <a href={href} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
