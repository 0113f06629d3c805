import type { InsightSummary } from '@/lib/content/insights';

/** Date and reading time, one piece that wraps as a whole: never "5 min read" alone on a line. */
export function InsightMeta({ insight }: { insight: InsightSummary }) {
  return (
    <span className="whitespace-nowrap">
      <time dateTime={insight.dateIso}>{insight.dateLabel}</time>
      <span aria-hidden="true"> · </span>
      <span>{insight.readTime}</span>
    </span>
  );
}
