import type { NavLink } from '@/lib/nav';
import { keepWords } from '@/components/ui/keep-words';

/** A titled list of links on a dark band: the footer's groups and the 404 page's destinations. */
export function LinkList({ title, links, level = 2 }: { title: string; links: NavLink[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading className="eyebrow text-accent-300">{keepWords(title)}</Heading>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-block py-1.5 text-sm text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
