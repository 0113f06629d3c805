import { cn } from '@/lib/cn';
import { StatCard, type Stat } from '@/components/ui/stat-card';

/** Two to four figures in a responsive grid; `compact` keeps two columns on phones (hero and banner rows). */
export function StatGrid({
  stats,
  dark = false,
  compact = false,
  className,
}: {
  stats: Stat[];
  dark?: boolean;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'grid gap-4 sm:grid-cols-2 sm:gap-6',
        // An odd last figure takes the full row until the grid has a column for each figure.
        compact && 'grid-cols-2 gap-3 [&>*:last-child:nth-child(odd)]:col-span-2 lg:[&>*:last-child:nth-child(odd)]:col-span-1',
        stats.length >= 4 ? 'lg:grid-cols-4' : stats.length === 3 ? 'lg:grid-cols-3' : '',
        className,
      )}
    >
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} dark={dark} className={compact ? 'p-4 sm:p-6' : undefined} />
      ))}
    </div>
  );
}
