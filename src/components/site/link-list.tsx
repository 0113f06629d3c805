import type { NavLink } from '@/lib/nav';
import { Fold } from '@/components/ui/fold';
import { keepWords } from '@/components/ui/keep-words';

/** The footer's link group: on phones a fold that opens in place (no JavaScript needed); from `sm` up an open list under a heading. */
export function CollapsibleLinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Fold title={keepWords(title)} from="sm" level={2} variant="contents-dark" className="border-b border-white/10 sm:border-0">
      <ul className="grid grid-cols-2 gap-x-4 pb-3 sm:mt-4 sm:block sm:space-y-1 sm:pb-0">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-block py-1.5 text-sm text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Fold>
  );
}
