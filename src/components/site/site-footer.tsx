import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from '@/components/visuals/accent-classes';
import { MapPin, Phone, Mail, Clock } from 'lucide-react';
import { companyLinks, type NavLink } from '@/lib/nav';
import type { FooterPromo } from '@/lib/content/site';
import { paths } from '@/lib/routes';
import { formatAddress, site } from '@/lib/site';
import { OutboundLink } from '@/components/ui/outbound-link';
import { Wordmark } from './logo';
import { CollapsibleLinkList } from './link-list';
import { keepWords } from '@/components/ui/keep-words';

/* Laid out near the screen: the stand-in heights must cover the real one at each breakpoint, for contrast checkers (shell.spec.ts). */
const layOutLater =
  'site-footer [content-visibility:auto] [contain-intrinsic-block-size:auto_900px] sm:[contain-intrinsic-block-size:auto_1700px] md:[contain-intrinsic-block-size:auto_1350px] lg:[contain-intrinsic-block-size:auto_900px]';

const copyrightYears = site.copyright.to > site.copyright.from ? `${site.copyright.from}–${site.copyright.to}` : String(site.copyright.from);

type SiteFooterProps = { services: NavLink[]; industries: NavLink[]; policies: NavLink[]; promos: FooterPromo[]; current: string };

export function SiteFooter({ services, industries, policies, promos, current }: SiteFooterProps) {
  return (
    <footer className={cn(layOutLater, 'on-dark bg-navy-950 text-slate-300')}>
      {/* On phones each promo is one row (title and arrow); its text is still its link's name. The product's colour is its rule. */}
      {/* The promo of the page you are on stays (every page has all three) and says so: aria-current and "You are here". */}
      <ul
        aria-label="Our products"
        className="container-page grid gap-2 border-b border-white/10 py-6 sm:gap-6 sm:py-12 md:auto-cols-fr md:grid-flow-col"
      >
        {promos.map((promo) => {
          const here = promo.href === current;
          return (
            <li key={promo.href} className="flex">
              <a
                href={promo.href}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'group flex w-full items-center justify-between gap-3 border-l-2 py-2 pl-4 transition-colors hover:text-white',
                  'sm:flex-col sm:items-stretch sm:justify-start sm:gap-0 sm:border-t-2 sm:border-l-0 sm:pt-5 sm:pl-0',
                  ACCENT_CLASSES[promo.accent].rule,
                )}
              >
                <h2 className="text-base text-white sm:text-title">{keepWords(promo.title)}</h2>
                <p className="max-sm:sr-only sm:mt-2 sm:text-sm">{promo.body}</p>
                <p className={cn('text-sm font-semibold sm:mt-auto sm:pt-4', here ? 'text-slate-300' : 'text-white group-hover:underline')}>
                  {here ? (
                    'You are here'
                  ) : (
                    <>
                      <span className="max-sm:sr-only">{promo.cta} </span>→
                    </>
                  )}
                </p>
              </a>
            </li>
          );
        })}
      </ul>
      <nav id="site-footer-nav" aria-label="Footer" className="container-page grid py-6 sm:grid-cols-2 sm:gap-10 sm:py-14 lg:grid-cols-5">
        <div className="pb-4 sm:pb-0 lg:col-span-2">
          <a href={paths.home} className="inline-flex items-center py-2 text-white">
            <Wordmark />
            <span className="sr-only">{site.name}, home</span>
          </a>
          <p className="mt-4 hidden max-w-sm text-sm sm:block">{site.description}</p>
          <address className="mt-4 space-y-2 text-sm not-italic sm:mt-6 sm:space-y-3">
            {[
              { Icon: MapPin, text: formatAddress() },
              { Icon: Phone, text: site.phone, kind: 'tel' as const },
              { Icon: Mail, text: site.email, kind: 'mail' as const },
              { Icon: Clock, text: site.officeHours.label },
            ].map(({ Icon, text, kind }) => (
              <p key={text} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                {kind ? (
                  <OutboundLink to={{ kind }} className="hover:text-white">
                    {text}
                  </OutboundLink>
                ) : (
                  text
                )}
              </p>
            ))}
          </address>
        </div>
        <CollapsibleLinkList title="Services" links={services} />
        <CollapsibleLinkList title="Industries" links={industries} />
        <CollapsibleLinkList title="Company" links={companyLinks} />
      </nav>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:gap-4 sm:py-6 lg:flex-row lg:items-center lg:justify-between">
          <p>
            © {copyrightYears} {site.legalName} All rights reserved.
          </p>
          <ul aria-label="Policies" className="flex flex-wrap gap-x-5 gap-y-1">
            {policies.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-block py-1.5 hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label="Social" className="flex gap-4">
            {site.social.map((s) => (
              <li key={s.name}>
                <OutboundLink to={{ kind: 'external', href: s.url }} className="inline-block py-1.5 hover:text-white">
                  {s.name}
                </OutboundLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
