import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon, type IconName } from './icon';

/** Icon, title, body and optional extra content (badges, lists, links). */
export function FeatureCard({
  icon,
  title,
  children,
  headingLevel = 3,
  className,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cn('card-surface flex h-full flex-col p-6', className)}>
      {icon ? (
        <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
          <Icon name={icon} className="size-5" />
        </span>
      ) : null}
      <Heading className="text-h3 font-bold text-navy-900">{title}</Heading>
      <div className="mt-2 flex flex-1 flex-col gap-3 text-muted">{children}</div>
    </article>
  );
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex w-fit items-center rounded-pill bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-700', className)}>
      {children}
    </span>
  );
}
