import { ChevronDown } from 'lucide-react';
import type { NavLink } from '@/lib/nav';
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

/**
 * The footer's link group: on phones a `<details>` that opens in place (no JavaScript needed); from
 * `sm` up an open list, its content shown whatever the `open` state (`::details-content`), the
 * summary then a plain heading.
 */
export function CollapsibleLinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <details className="group border-b border-white/10 sm:border-0 sm:[&::details-content]:[content-visibility:visible]">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 sm:min-h-0 sm:cursor-auto [&::-webkit-details-marker]:hidden">
        <h2 className="eyebrow text-accent-300">{keepWords(title)}</h2>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-300 transition-transform group-open:rotate-180 sm:hidden" />
      </summary>
      <Links links={links} className="grid grid-cols-2 gap-x-4 pb-3 sm:mt-4 sm:block sm:space-y-1 sm:pb-0" />
    </details>
  );
}
