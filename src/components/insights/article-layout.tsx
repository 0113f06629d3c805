import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Cta } from '@/components/blocks/cta';
import { Prose } from '@/components/ui/prose';
import { InsightCover } from '@/components/visuals/covers/insight-cover';
import type { InsightSummary } from '@/lib/content/insights';
import { ArticleSequence, type SequenceLabels } from './article-sequence';
import { ImpactFigure } from './impact-figure';

type Props = {
  slug: string;
  title: string;
  impact: string;
  impactLabel: string;
  cta: { title: string; body: string; label: string };
  back: { label: string; href: string };
  sequence: { labels: SequenceLabels; previous?: InsightSummary; next?: InsightSummary };
  share?: ReactNode;
  /** The dated note on figures that have moved since (nothing when none has). */
  moved?: ReactNode;
  children: ReactNode;
};

/**
 * The article and its rail. From 1024 px the rail stands beside the text and stays in view: the key impact (the figure,
 * drawn) and the call to action. On a phone the key impact opens the article as its summary, and the page's own closing
 * call is its only one (a page ends once).
 */
export function ArticleLayout({ slug, title, impact, impactLabel, cta, back, sequence, share, moved, children }: Props) {
  return (
    <div className="container-reading grid py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-12 lg:py-16">
      <aside
        aria-label={impactLabel}
        className="border-b border-line pb-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start lg:border-0 lg:pb-0"
      >
        <div className="lg:border-t lg:border-line lg:pt-3">
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm font-semibold text-muted">{impactLabel}</p>
            {share}
          </div>
          <p className="text-lead text-pretty">
            <ImpactFigure impact={impact} size="h2" />
          </p>
          <InsightCover slug={slug} impact={impact} className="mt-3 w-full max-w-[17rem]" />
        </div>
        <div className="mt-8 hidden lg:block">
          <Cta variant="aside" id="article-cta" {...cta} />
        </div>
      </aside>
      <div className="mt-8 min-w-0 lg:col-start-1 lg:row-start-1 lg:mt-0">
        {moved}
        <article aria-label={title}>
          <Prose className="max-w-[58ch]">{children}</Prose>
        </article>
        <a href={back.href} className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </a>
        <ArticleSequence {...sequence} />
      </div>
    </div>
  );
}
