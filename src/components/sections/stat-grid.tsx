import { cn } from '@/lib/cn';
import { StatCard, type Stat } from '@/components/ui/stat-card';

/** Two to four figures in a responsive grid. */
export function StatGrid({ stats, dark = false, className }: { stats: Stat[]; dark?: boolean; className?: string }) {
  return (
    <div
      className={cn(
        'grid gap-4 sm:grid-cols-2 sm:gap-6',
        stats.length >= 4 ? 'lg:grid-cols-4' : stats.length === 3 ? 'lg:grid-cols-3' : '',
        className,
      )}
    >
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} dark={dark} />
      ))}
    </div>
  );
}
