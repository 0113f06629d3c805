import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { industriesMenuLabel, primaryNav, startTrainingLabel } from '@/lib/nav';
import { paths } from '@/lib/routes';
import { OutboundLink } from '@/components/ui/outbound-link';
import { Logo } from './logo';
import { MobileMenu, type MobileMenuContent } from './mobile-menu';

/** Id of the mobile menu's dialog, which the menu button opens. */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The header's content. The route layout places two islands into it: `menu` (the desktop Industries
 * dropdown) and `mobile` (the button that opens the small-screen menu, whose dialog is rendered here).
 * Without JavaScript, plain links take their place.
 */
export function SiteHeader({ menu, mobile, mobileMenu }: { menu?: ReactNode; mobile?: ReactNode; mobileMenu: MobileMenuContent }) {
  const noJsLink = 'hidden noscript:inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-100';
  return (
    <div className="container-page flex h-16 items-center justify-between gap-4">
      <Logo />
      <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
        <ul className="flex items-center gap-1">
          {primaryNav.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-100 hover:text-white">
                {link.label}
              </a>
            </li>
          ))}
          <li className="noscript:hidden">{menu}</li>
          <li className="hidden noscript:block">
            <a href={paths.industries} className={noJsLink}>
              {industriesMenuLabel}
            </a>
          </li>
        </ul>
      </nav>
      <div className="flex items-center gap-2">
        {/* From 640 px up the bar has room for the main call to action. A phone's bar keeps to the logo and
            the menu button (at 360 px all three do not fit); the menu ends with the same button. */}
        <OutboundLink to={{ kind: 'intake' }} variant="primary" className="hidden sm:inline-flex" icon={false}>
          {startTrainingLabel}
        </OutboundLink>
        <div className="lg:hidden">
          <div className="noscript:hidden">{mobile}</div>
          <a href="#site-footer-nav" className={noJsLink}>
            <Menu aria-hidden="true" className="mr-1 size-5" />
            Menu
          </a>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} content={mobileMenu} />
    </div>
  );
}
