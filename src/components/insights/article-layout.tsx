import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Cta } from '@/components/blocks/cta';
import { Prose } from '@/components/ui/prose';
import type { InsightSummary } from '@/lib/content/insights';
import { ArticleSequence, type SequenceLabels } from './article-sequence';

type Props = {
  title: string;
  impact: string;
  impactLabel: string;
  cta: { title: string; body: string; label: string };
  back: { label: string; href: string };
  sequence: { labels: SequenceLabels; previous?: InsightSummary; next?: InsightSummary };
  share?: ReactNode;
  children: ReactNode;
};

export function ArticleLayout({ title, impact, impactLabel, cta, back, sequence, share, children }: Props) {
  return (
    <div className="container-reading grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <article aria-label={title}>
          <Prose className="max-w-[57ch]">{children}</Prose>
        </article>
        <a href={back.href} className="mt-12 inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </a>
        <ArticleSequence {...sequence} />
      </div>
      <aside aria-label={impactLabel} className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
        <div className="card-surface border-l-4 border-l-accent-500 p-6">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{impactLabel}</p>
          <p className="mt-2 text-2xl font-extrabold tracking-tight text-navy-900">{impact}</p>
          {share ? <div className="mt-4 -ml-4">{share}</div> : null}
        </div>
        <Cta variant="aside" id="article-cta" {...cta} />
      </aside>
    </div>
  );
}
