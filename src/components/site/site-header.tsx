import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { cn } from '@/lib/cn';
import { companyMenuLabel, industriesMenuLabel, primaryNav, servicesMenuLabel, startTrainingLabel } from '@/lib/nav';
import { paths } from '@/lib/routes';
import { OutboundLink } from '@/components/ui/outbound-link';
import { Logo } from './logo';
import { MobileMenu, type MobileMenuContent } from './mobile-menu';
import { NavAnchor } from './nav-anchor';
import { CURRENT_ON_DARK, HEADER_ITEM } from './nav-styles';

/** Id of the mobile menu's dialog, which the menu button opens. */
export const MOBILE_MENU_ID = 'mobile-menu';

/** Where the footer's navigation starts: every service, industry and company link, for the no-JS menus. */
const FOOTER_NAV = '#site-footer-nav';

interface HeaderSlots {
  /** The desktop dropdowns (nav-menu.island.tsx), placed by the route layout. */
  industries?: ReactNode;
  services?: ReactNode;
  company?: ReactNode;
  /** The button that opens the small-screen menu, whose dialog is rendered here. */
  mobile?: ReactNode;
}

/**
 * The header's content. The route layout places the islands into it (see HeaderSlots). Without
 * JavaScript, plain links take their place: Industries to the home page's industries section, Services
 * and Company (and a phone's Menu) to the footer's navigation, which lists all their pages.
 */
export function SiteHeader({
  industries,
  services,
  company,
  mobile,
  mobileMenu,
  current,
}: HeaderSlots & { mobileMenu: MobileMenuContent; current: string }) {
  // Joined through cn (tailwind-merge): HEADER_ITEM's inline-flex must not beat `hidden` when JavaScript runs.
  const noJsLink = cn(HEADER_ITEM, 'hidden noscript:inline-flex');
  const menus = [
    { slot: industries, label: industriesMenuLabel, href: paths.industries },
    { slot: services, label: servicesMenuLabel, href: FOOTER_NAV },
    { slot: company, label: companyMenuLabel, href: FOOTER_NAV },
  ];
  return (
    <div className="container-page flex h-16 items-center justify-between gap-3 lg:max-xl:gap-2">
      <Logo current={current} />
      <nav aria-label="Main" className="hidden items-center lg:flex">
        <ul className="flex items-center">
          {primaryNav.map((link) => (
            <li key={link.href}>
              <NavAnchor link={link} current={current} className={HEADER_ITEM} currentClassName={CURRENT_ON_DARK} />
            </li>
          ))}
          {menus.map((menu) => [
            <li key={menu.label} className="noscript:hidden">
              {menu.slot}
            </li>,
            <li key={`${menu.label}-no-js`} className="hidden noscript:block">
              <a href={menu.href} className={noJsLink}>
                {menu.label}
              </a>
            </li>,
          ])}
        </ul>
      </nav>
      <div className="flex items-center gap-2">
        {/* From 640 px up the bar has room for the main call to action. A phone's bar keeps to the logo and
            the menu button (at 360 px all three do not fit); the menu ends with the same button. */}
        <OutboundLink to={{ kind: 'intake' }} variant="primary" className="hidden whitespace-nowrap sm:inline-flex lg:max-xl:px-3.5" icon={false}>
          {startTrainingLabel}
        </OutboundLink>
        <div className="lg:hidden">
          <div className="noscript:hidden">{mobile}</div>
          <a href={FOOTER_NAV} className={noJsLink}>
            <Menu aria-hidden="true" className="mr-1 size-5" />
            Menu
          </a>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} content={mobileMenu} current={current} />
    </div>
  );
}
