import { cn } from '@/lib/cn';

export interface Stat {
  value: string;
  label: string;
  description?: string;
}

/** One figure with its label; `dark` for use on navy bands. */
export function StatCard({ value, label, description, dark = false, className }: Stat & { dark?: boolean; className?: string }) {
  return (
    <div className={cn('rounded-card p-6', dark ? 'bg-white/5 ring-1 ring-white/15' : 'card-surface', className)}>
      <dl className="flex flex-col">
        <dt className={cn('order-2 mt-1 font-semibold', dark ? 'text-slate-100' : 'text-navy-900')}>{label}</dt>
        <dd className={cn('order-1 text-3xl font-extrabold tracking-tight sm:text-4xl', dark ? 'text-accent-300' : 'text-indigo-700')}>
          {value}
        </dd>
        {description ? (
          <dd className={cn('order-3 mt-2 text-sm', dark ? 'text-slate-300' : 'text-muted')}>{description}</dd>
        ) : null}
      </dl>
    </div>
  );
}
