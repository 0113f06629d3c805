import { buttonClasses, type ButtonProps } from './button-styles';

export function ButtonLink({ href, children, variant, className }: ButtonProps & { href: string }) {
  return (
    <a href={href} className={buttonClasses(variant, className)}>
      {children}
    </a>
  );
}
