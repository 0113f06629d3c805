import type { NavLink } from '@/lib/nav';
import { Fold } from '@/components/ui/fold';
import { keepWords } from '@/components/ui/keep-words';

function Links({ links, className }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="inline-block py-1.5 text-sm text-slate-300 hover:text-white">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A titled list of links on a dark band: the footer's groups and the 404 page's destinations. */
export function LinkList({ title, links, level = 2 }: { title: string; links: NavLink[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading className="eyebrow text-accent-300">{keepWords(title)}</Heading>
      <Links links={links} className="mt-4 space-y-1" />
    </div>
  );
}

/** The footer's link group: on phones a fold that opens in place (no JavaScript needed); from `sm` up an open list under a heading. */
export function CollapsibleLinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Fold title={keepWords(title)} from="sm" level={2} variant="contents-dark" className="border-b border-white/10 sm:border-0">
      <Links links={links} className="grid grid-cols-2 gap-x-4 pb-3 sm:mt-4 sm:block sm:space-y-1 sm:pb-0" />
    </Fold>
  );
}
