import { ChevronDown } from 'lucide-react';
import type { GlobalDevelopment, HomePage } from '@/lib/content/home';
import { formatDate } from '@/lib/format';
import { Badge } from '@/components/blocks/cards';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

type Copy = HomePage['globalDevelopments'];

/** Six public AI developments, each linking to the official page of the body behind it. */
export function GlobalDevelopmentsSection({ copy, developments }: { copy: Copy; developments: GlobalDevelopment[] }) {
  return (
    <HeadedSection id="global-ai-developments" tone="surface" heading={headingOf(copy)}>
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {developments.map((item) => (
          <li key={item.id} className="flex">
            <article className="card-surface flex w-full flex-col p-5 sm:p-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Badge>{item.country}</Badge>
                <time dateTime={item.date} className="text-sm font-medium text-muted">
                  {formatDate(new Date(`${item.date}-01T00:00:00Z`), 'month')}
                </time>
              </div>
              <h3 className="mt-4 text-lg leading-snug font-bold text-navy-900">{keepWords(item.title)}</h3>
              {/* On phones the summary and impact fold into the card's `<details>`; from `md` up they are shown. */}
              <details className="group flex-1 md:[&::details-content]:[content-visibility:visible]">
                <summary className="mt-2 flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-navy-900 md:hidden [&::-webkit-details-marker]:hidden">
                  {copy.impactLabel}
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <p className="mt-2 text-sm text-slate-700">{item.summary}</p>
                <p className="mt-4 rounded-lg bg-surface p-3 text-sm text-slate-700">
                  <strong className="font-semibold text-navy-900">{copy.impactLabel}: </strong>
                  {item.impact}
                </p>
              </details>
              <OutboundLink
                to={{ kind: 'external', href: item.link }}
                icon
                className="mt-4 inline-flex min-h-11 w-fit items-center gap-1.5 font-semibold text-indigo-700 underline-offset-4 hover:underline"
              >
                {copy.linkLabel}
                <span className="sr-only">: {item.title}</span>
              </OutboundLink>
            </article>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
