import { X } from 'lucide-react';
import type { NavLink } from '@/lib/nav';
import { IntakeButton } from '@/components/ui/outbound-link';

export interface MobileMenuContent {
  primary: NavLink[];
  industriesLabel: string;
  industries: NavLink[];
  company: NavLink[];
  startLabel: string;
}

const linkClass = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-100 hover:bg-white/10';

function Links({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className={linkClass}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Group({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="border-t border-white/10 pt-4">
      <p className="eyebrow px-3 text-accent-300">{title}</p>
      <Links links={links} className="mt-2 grid grid-cols-2 gap-1" />
    </div>
  );
}

/**
 * The small-screen menu: a native `<dialog>` that the menu button (mobile-menu-button.island.tsx)
 * opens with `showModal()`. That puts it in the top layer, so no ancestor's `backdrop-filter`,
 * `transform` or `overflow` can shrink or clip it (the header's blur once left it 64 px tall). The
 * browser makes the rest of the page inert, keeps focus inside, closes it on Escape and returns focus
 * to the button; `html:has(dialog:modal)` in global.css locks the page's scroll. The close button is a
 * `method="dialog"` form, which closes it without any script.
 */
export function MobileMenu({ id, content }: { id: string; content: MobileMenuContent }) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      className="on-dark m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-navy-950 p-0 text-white backdrop:bg-navy-950 lg:hidden"
    >
      <form method="dialog" className="container-page flex h-16 items-center justify-between">
        <p id={titleId} className="text-lg font-bold">
          Menu
        </p>
        <button type="submit" className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10">
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">Close menu</span>
        </button>
      </form>
      <nav aria-label="Mobile" className="container-page flex flex-col gap-4 pb-10">
        <Links links={content.primary} className="flex flex-col gap-1" />
        <Group title={content.industriesLabel} links={content.industries} />
        <Group title="Company" links={content.company} />
        <IntakeButton className="mt-2 w-full">{content.startLabel}</IntakeButton>
      </nav>
    </dialog>
  );
}
