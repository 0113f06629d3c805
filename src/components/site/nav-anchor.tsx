import type { MouseEventHandler } from 'react';
import { clsx } from 'clsx';
import { isCurrent, type NavLink } from '@/lib/nav';

/**
 * A navigation link that knows the page it is on: on the current page it carries
 * `aria-current="page"` and `currentClassName` (the header bar, its menus and the mobile menu).
 */
export function NavAnchor({
  link,
  current,
  className,
  currentClassName,
  onClick,
}: {
  link: NavLink;
  current: string;
  className: string;
  currentClassName: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const here = isCurrent(link.href, current);
  return (
    <a href={link.href} onClick={onClick} aria-current={here ? 'page' : undefined} className={clsx(className, here && currentClassName)}>
      {link.label}
    </a>
  );
}
