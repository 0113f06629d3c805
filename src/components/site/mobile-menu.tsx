import { Search, X } from 'lucide-react';
import type { NavLink } from '@/lib/nav';
import { OPEN_SEARCH_ATTRIBUTE } from '@/lib/site-search';
import { NavAnchor } from './nav-anchor';
import { IntakeButton } from '@/components/ui/outbound-link';

export type MobileMenuGroup = { title: string; links: NavLink[] };

export interface MobileMenuContent {
  /** The header's own links; those also in a group are listed there only. */
  primary: NavLink[];
  /** The heading over the header's own links that are in no group (the university and startup programmes). */
  primaryTitle: string;
  groups: MobileMenuGroup[];
  startLabel: string;
  /** Search: the /search page, or where JavaScript runs the search dialog over the page. */
  search: { label: string; href: string };
}

// 44 px tall rows (py-2.5 + a 24 px line): touch-sized but compact, so the ~25 links fit about one screen.
const linkClass = 'block rounded-lg px-3 py-2.5 text-base leading-6 font-medium text-slate-100 hover:bg-white/10';
const currentClass = 'bg-white/10 text-white underline decoration-indigo-300 decoration-2 underline-offset-4';

function Group({ title, links, current }: MobileMenuGroup & { current: string }) {
  const id = `mobile-menu-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={id} className="border-t border-white/10 pt-3 first:border-t-0 first:pt-0">
      <p id={id} className="px-3 eyebrow text-slate-400">
        {title}
      </p>
      <div className="mt-1.5">
        <ul className="grid grid-cols-2 gap-x-2 gap-y-0.5">
          {links.map((l) => (
            <li key={l.href}>
              <NavAnchor link={l} current={current} className={linkClass} currentClassName={currentClass} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The small-screen menu: a modal `<dialog>`, in the top layer where no ancestor's `backdrop-filter` can clip it. */
export function MobileMenu({ id, content, current }: { id: string; content: MobileMenuContent; current: string }) {
  const titleId = `${id}-title`;
  const grouped = new Set(content.groups.flatMap((g) => g.links.map((l) => l.href)));
  const primary = content.primary.filter((l) => !grouped.has(l.href));
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      className="on-dark m-0 h-dvh max-h-none w-full max-w-none scroll-pb-24 overflow-y-auto overscroll-contain bg-navy-950 p-0 text-white backdrop:bg-navy-950 lg:hidden"
    >
      <form method="dialog" className="container-page flex h-16 items-center justify-between">
        <p id={titleId} className="font-brand text-title font-bold">
          Menu
        </p>
        <button type="submit" className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10">
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">Close menu</span>
        </button>
      </form>
      <nav aria-label="Mobile" className="container-page flex flex-col gap-3">
        <a
          href={content.search.href}
          {...{ [OPEN_SEARCH_ATTRIBUTE]: '' }}
          className="flex min-h-11 items-center gap-2 rounded-lg border border-white/20 px-3 text-base font-medium text-slate-100 hover:bg-white/10"
        >
          <Search aria-hidden="true" className="size-5 text-slate-300" />
          {content.search.label}
        </a>
        <Group title={content.primaryTitle} links={primary} current={current} />
        {content.groups.map((g) => (
          <Group key={g.title} {...g} current={current} />
        ))}
        {/* Held at the foot of a short screen, so the call to action is never below the fold of the menu; the rows
            scrolling under it fade out above it rather than end sliced in half. */}
        <div className="sticky bottom-0 border-t border-white/10 bg-navy-950 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-1.5rem_1.5rem_-0.5rem_var(--color-navy-950)]">
          <IntakeButton className="w-full">{content.startLabel}</IntakeButton>
        </div>
      </nav>
    </dialog>
  );
}
