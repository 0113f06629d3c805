import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const columns = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A responsive grid for cards; items are rendered as list items so counts are announced. */
export function CardGrid({ children, cols = 3, className }: { children: ReactNode[]; cols?: keyof typeof columns; className?: string }) {
  return (
    // role="list" keeps list semantics in Safari, which drops them from lists without bullets.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={cn('grid gap-6', columns[cols], className)}>
      {children.map((child, i) => (
        <li key={i} className="flex">
          <div className="w-full">{child}</div>
        </li>
      ))}
    </ul>
  );
}
