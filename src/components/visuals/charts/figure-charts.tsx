import type { Figure } from '@/content/schemas/blocks';
import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { BeforeAfterChart } from './before-after-chart';

/** A before-and-after chart for each figure that carries its numbers (`compare`); nothing when none does. */
export function FigureCharts({ items, accent, className }: { items: Figure[]; accent?: Accent; className?: string }) {
  const compared = items.filter((item) => item.compare);
  if (!compared.length) return null;
  return (
    <div className={cn('grid gap-6', compared.length > 1 ? 'sm:grid-cols-2' : 'mx-auto max-w-xl', className)}>
      {compared.map((item) => (
        <BeforeAfterChart key={item.label} figure={item} accent={accent} className="rounded-xl bg-white p-4 ring-1 ring-line sm:p-6" />
      ))}
    </div>
  );
}
