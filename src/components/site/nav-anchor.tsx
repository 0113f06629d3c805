import type { MouseEventHandler } from 'react';
import { clsx } from 'clsx';
import { isCurrent, type NavLink } from '@/lib/nav';

type NavAnchorProps = { link: NavLink; current: string; className: string; currentClassName: string; onClick?: MouseEventHandler<HTMLAnchorElement> };

/** A navigation link that, on its own page, carries `aria-current="page"` and `currentClassName`. */
export function NavAnchor({ link, current, className, currentClassName, onClick }: NavAnchorProps) {
  const here = isCurrent(link.href, current);
  return (
    <a href={link.href} onClick={onClick} aria-current={here ? 'page' : undefined} className={clsx(className, here && currentClassName)}>
      {link.label}
    </a>
  );
}
