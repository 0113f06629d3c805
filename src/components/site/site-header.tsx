import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  companyLinks,
  companyMenuLabel,
  industriesMenuLabel,
  primaryMenuLabel,
  primaryNav,
  servicesMenuLabel,
  startTrainingLabel,
  type NavLink,
} from '@/lib/nav';
import { paths } from '@/lib/routes';
import { OutboundLink } from '@/components/ui/outbound-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavAnchor } from './nav-anchor';
import { CURRENT_ON_DARK, HEADER_ITEM } from './nav-styles';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The footer's navigation lists every service, industry and company page: the no-JS menus link there. */
const FOOTER_NAV = '#site-footer-nav';

interface SiteHeaderProps {
  industries?: ReactNode;
  services?: ReactNode;
  company?: ReactNode;
  mobile?: ReactNode;
  /** The service and industry pages, for the mobile menu. */
  links: { services: NavLink[]; industries: NavLink[] };
  current: string;
}

/** The header's content; the layout slots in the menu islands, and plain links stand in for them without JavaScript. */
export function SiteHeader({ industries, services, company, mobile, links, current }: SiteHeaderProps) {
  // Joined through cn (tailwind-merge): HEADER_ITEM's inline-flex must not beat `hidden` when JavaScript runs.
  const noJsLink = cn(HEADER_ITEM, 'hidden noscript:inline-flex');
  const menus = [
    { slot: industries, label: industriesMenuLabel, href: paths.industries },
    { slot: services, label: servicesMenuLabel, href: FOOTER_NAV },
    { slot: company, label: companyMenuLabel, href: FOOTER_NAV },
  ];
  const mobileMenu = {
    primary: primaryNav,
    primaryTitle: primaryMenuLabel,
    groups: [
      { title: servicesMenuLabel, links: links.services },
      { title: industriesMenuLabel, links: links.industries },
      { title: companyMenuLabel, links: companyLinks },
    ],
    startLabel: startTrainingLabel,
  };
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
        {/* At 360 px the call to action does not fit beside the logo and menu button; the menu ends with it. */}
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
