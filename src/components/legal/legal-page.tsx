import type { ReactNode } from 'react';
import { Prose } from '@/components/ui/prose';
import { Fold } from '@/components/ui/fold';
import { PageHero } from '@/components/blocks/hero';

type Props = Record<'title' | 'summary' | 'updatedLabel' | 'updatedIso', string> & { toc: { slug: string; text: string }[]; children: ReactNode };

/**
 * A policy as a plain document (docs/brand.md): a reading header on paper with its date, then the contents rail beside
 * the text at a reading measure. The contents list's title names its nav landmark, its summary on phones, its heading from `lg`.
 */
const tocTitle = 'On this page';

export function LegalPage({ title, summary, updatedLabel, updatedIso, toc, children }: Props) {
  return (
    <>
      <PageHero
        variant="legal"
        eyebrow="Legal"
        title={title}
        lead={summary}
        more={
          <p className="mt-5 text-sm text-muted">
            Last updated:{' '}
            <time dateTime={updatedIso} className="font-semibold text-navy-900">
              {updatedLabel}
            </time>
          </p>
        }
      />
      <div className="container-reading grid gap-8 py-10 sm:py-14 lg:grid-cols-[16rem_1fr] lg:gap-10">
        {/* On phones the contents fold into a `<details>` (no JavaScript needed); from `lg` up an open, sticky list. */}
        <nav aria-label={tocTitle} className="lg:sticky lg:top-24 lg:self-start">
          <Fold title={tocTitle} from="lg" level={2} variant="contents" className="rounded-card ring-1 ring-line lg:ring-0">
            <ol className="mx-4 mb-4 space-y-1 border-l border-line text-sm lg:mx-0 lg:mt-4 lg:mb-0">
              {toc.map((entry) => (
                <li key={entry.slug}>
                  <a
                    href={`#${entry.slug}`}
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-muted hover:border-indigo-500 hover:text-indigo-700"
                  >
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </Fold>
        </nav>
        <article aria-label={title} className="min-w-0">
          <Prose className="max-w-[58ch]">{children}</Prose>
        </article>
      </div>
    </>
  );
}
