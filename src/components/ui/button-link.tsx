import { buttonClasses, type ButtonProps } from './button-styles';

export function ButtonLink({ href, children, variant, size, className }: ButtonProps & { href: string }) {
  return (
    <a href={href} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
