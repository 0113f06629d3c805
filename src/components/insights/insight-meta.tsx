import { CalendarDays, Clock } from 'lucide-react';
import type { InsightSummary } from '@/lib/content/insights';
import { cn } from '@/lib/cn';

export function InsightMeta({ insight, dark = false }: { insight: InsightSummary; dark?: boolean }) {
  const icon = cn('size-4', dark && 'text-accent-300');
  // Date and reading time wrap as one, never "5 min read" alone on a line.
  return (
    <span className="inline-flex gap-x-4 whitespace-nowrap">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className={icon} />
        <time dateTime={insight.dateIso}>{insight.dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className={icon} />
        {insight.readTime}
      </span>
    </span>
  );
}
