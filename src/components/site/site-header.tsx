import type { ReactNode } from 'react';
import { Menu, Search } from 'lucide-react';
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
import { SEARCH_COPY, SEARCH_PAGE_PATH } from '@/lib/site-search';
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
  /** The search button (site-search.island.tsx); without JavaScript a link to the /search page stands in. */
  search?: ReactNode;
  /** The service and industry pages, for the mobile menu. */
  links: { services: NavLink[]; industries: NavLink[] };
  current: string;
}

/** The header's content; the layout slots in the menu islands, and plain links stand in for them without JavaScript. */
export function SiteHeader({ industries, services, company, mobile, search, links, current }: SiteHeaderProps) {
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
    search: { label: SEARCH_COPY.title, href: SEARCH_PAGE_PATH },
  };
  return (
    // From 1024 to 1279 px the bar is at its fullest (eight links, search and the call to action): tighter gaps and edges.
    <div className="container-page flex h-16 items-center justify-between gap-3 lg:max-xl:gap-1 lg:max-xl:px-5">
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
      <div className="flex items-center gap-2 lg:max-xl:gap-1">
        <div className="noscript:hidden">{search}</div>
        <a href={SEARCH_PAGE_PATH} className={cn(noJsLink, 'max-lg:px-2.5')} aria-current={current === SEARCH_PAGE_PATH ? 'page' : undefined}>
          <Search aria-hidden="true" className="size-5 lg:mr-1" />
          <span className="max-lg:sr-only">{SEARCH_COPY.open}</span>
        </a>
        {/* At 360 px the call to action does not fit beside the logo and menu button; the menu ends with it.
            A secondary (a line), so the page's own primary is the one filled button in view (docs/brand.md). */}
        <OutboundLink to={{ kind: 'intake' }} variant="secondary" className="hidden whitespace-nowrap sm:inline-flex lg:max-xl:px-3" icon={false}>
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
