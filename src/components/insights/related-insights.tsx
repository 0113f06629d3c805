import type { Heading } from '@/content/schemas/blocks';
import type { InsightSummary } from '@/lib/content/insights';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { InsightMeta } from './insight-meta';
import { cn } from '@/lib/cn';

const COLUMNS = ['', '', 'md:grid-cols-2', 'md:grid-cols-3'];

/** More articles, same category first: columns under a rule, each its category, title (the link) and date. */
export function RelatedInsights({ heading, insights }: { heading: Heading; insights: InsightSummary[] }) {
  if (!insights.length) return null;
  return (
    <Section id="related" tone="surface" heading={heading}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
      <ul role="list" className={cn('grid gap-8', COLUMNS[Math.min(insights.length, 3)])}>
        {insights.map((insight) => (
          <li key={insight.slug} className="border-t border-navy-900/15 pt-4">
            <article className="flex h-full flex-col">
              <p className="text-sm font-semibold text-navy-900">{insight.category}</p>
              <h3 className="mt-2 text-title text-balance text-navy-900">
                <a href={insight.path} className="hover:text-indigo-700 hover:underline">
                  {keepWords(insight.title)}
                </a>
              </h3>
              <p className="mt-auto pt-3 text-sm text-muted">
                <InsightMeta insight={insight} />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
