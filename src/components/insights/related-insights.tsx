import type { Heading } from '@/content/schemas/blocks';
import type { InsightSummary } from '@/lib/content/insights';
import { Section } from '@/components/blocks/section';
import { Badge } from '@/components/blocks/cards';
import { keepWords } from '@/components/ui/keep-words';
import { InsightMeta } from './insight-meta';
import { cn } from '@/lib/cn';

const COLUMNS = ['', '', 'md:grid-cols-2', 'md:grid-cols-3'];

export function RelatedInsights({ heading, insights }: { heading: Heading; insights: InsightSummary[] }) {
  if (!insights.length) return null;
  return (
    <Section id="related" tone="surface" heading={heading}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
      <ul role="list" className={cn('grid gap-6', COLUMNS[Math.min(insights.length, 3)])}>
        {insights.map((insight) => (
          <li key={insight.slug} className="flex">
            <article className="relative flex w-full flex-col card-surface p-6 transition-colors duration-200 hover:border-indigo-600">
              <Badge>{insight.category}</Badge>
              <h3 className="mt-4 text-lg font-bold tracking-tight text-balance text-navy-900">
                <a href={insight.path} className="after:absolute after:inset-0 after:rounded-card">
                  {keepWords(insight.title)}
                </a>
              </h3>
              <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-muted">
                <InsightMeta insight={insight} />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
