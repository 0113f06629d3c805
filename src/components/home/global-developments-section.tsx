import type { GlobalDevelopment, HomePage } from '@/lib/content/home';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { Section } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';
import { Fold } from '@/components/ui/fold';

type Copy = HomePage['globalDevelopments'];

function Development({ item, copy }: { item: GlobalDevelopment; copy: Copy }) {
  return (
    // From `md` up each record's parts are rows of the grid (subgrid), so a row's "Why it matters" start on one line.
    <li className="flex md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0">
      <article className="flex w-full flex-col border-t border-navy-900/15 pt-4 md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0 md:pt-5">
        <p className="text-sm text-muted">
          <span className="font-semibold text-navy-900">{item.country}</span> ·{' '}
          <time dateTime={item.date}>{formatDate(new Date(`${item.date}-01T00:00:00Z`), 'month')}</time>
        </p>
        <h3 className="mt-2 text-title text-navy-900">{keepWords(item.title)}</h3>
        {/* On phones the summary and impact fold into the record, its label beside the link; from `md` up they are shown. */}
        <div className="flex flex-wrap items-center justify-between gap-x-2 md:contents">
          <Fold
            title={copy.impactLabel}
            from="md"
            variant="more"
            context={item.title}
            className="open:basis-full md:contents md:[&::details-content]:contents"
          >
            <p className="mt-2 text-sm text-slate-700">{item.summary}</p>
            <p className="mt-3 text-sm text-slate-700">
              <strong className="font-semibold text-navy-900">{copy.impactLabel}: </strong>
              {item.impact}
            </p>
          </Fold>
          <OutboundLink
            to={{ kind: 'external', href: item.link }}
            icon
            className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline md:mt-2"
          >
            {copy.linkLabel}
            <span className="sr-only">: {item.title}</span>
          </OutboundLink>
        </div>
      </article>
    </li>
  );
}

export function GlobalDevelopmentsSection({ copy, developments }: { copy: Copy; developments: GlobalDevelopment[] }) {
  const half = Math.ceil(developments.length / 2);
  const grid = 'grid gap-x-8 gap-y-4 md:grid-cols-3 md:gap-y-10';
  return (
    <Section id="global-ai-developments" tone="surface" heading={copy} align="split">
      <ul className={grid}>
        {developments.slice(0, half).map((item) => (
          <Development key={item.id} item={item} copy={copy} />
        ))}
      </ul>
      <Fold
        title={
          <>
            {copy.earlierLabel} <span className="text-muted">({developments.length - half})</span>
          </>
        }
        from="md"
        variant="more"
        className="mt-2 md:mt-10"
      >
        <ul className={cn(grid, 'mt-2 md:mt-0')}>
          {developments.slice(half).map((item) => (
            <Development key={item.id} item={item} copy={copy} />
          ))}
        </ul>
      </Fold>
    </Section>
  );
}
