import type { Ledger, LedgerLine } from '@/lib/content/ledger';
import { Section } from '@/components/blocks/section';
import { FigureValue } from '@/components/ui/figure-value';
import { keepRanges, keepWords } from '@/components/ui/keep-words';

type Labels = Ledger['copy']['labels'];

/** The sections of the ledger as jump links under its header. */
export function LedgerContents({ groups, label }: { groups: Ledger['groups']; label: string }) {
  return (
    <nav aria-label={label} className="container-page pt-8 sm:pt-10">
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
        {groups.map((g) => (
          <li key={g.id}>
            <a href={`#${g.id}`} className="inline-flex min-h-11 items-center text-indigo-700 hover:underline">
              {g.title}
              <span className="ml-1.5 font-normal text-muted">{g.lines.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One figure's line (docs/brand.md: a ledger line on a hairline): the figure and its name beside what it counts, the
 * base and period it was counted over, how we check it, when we last did, and the pages that state it. Its anchor is
 * where every link to the figure lands; the line it lands on is marked.
 */
function Line({ line, labels }: { line: LedgerLine; labels: Labels }) {
  const titleId = `${line.anchor}-title`;
  const rows: [string, React.ReactNode][] = [
    [labels.counts, keepRanges(line.means)],
    ...(line.base ? ([[labels.base, line.base]] as [string, string][]) : []),
    [labels.period, keepRanges(line.period)],
    [labels.method, keepRanges(line.method)],
    [labels.checked, line.checked],
    [
      labels.statedOn,
      line.pages.length ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {line.pages.map((p) => (
            <li key={p.path}>
              <a href={p.path} className="font-semibold text-indigo-700 hover:underline">
                {p.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        labels.nowhere
      ),
    ],
  ];
  return (
    <article
      id={line.anchor}
      aria-labelledby={titleId}
      className="grid scroll-mt-24 gap-4 border-t border-line py-6 target:bg-indigo-50 sm:py-8 lg:grid-cols-12 lg:gap-8 target:lg:-mx-4 target:lg:px-4"
    >
      <div className="lg:col-span-4">
        <p className="text-navy-900">
          <FigureValue value={line.value} />
        </p>
        <h3 id={titleId} className="mt-2 text-title text-balance text-navy-900">
          {keepWords(line.label)}
        </h3>
        <p className="mt-2 text-sm font-semibold text-indigo-700">{line.kind}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] lg:col-span-8">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-navy-900">{term}</dt>
            <dd className="text-pretty text-slate-700 max-sm:-mt-2">{detail}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** A group of the ledger: its heading and its lines. Laid out at once: links from every page land in it. */
export function LedgerGroup({ group, labels }: { group: Ledger['groups'][number]; labels: Labels }) {
  return (
    <Section id={group.id} heading={{ title: group.title }} eager className="scroll-mt-16">
      <div className="border-b border-line">
        {group.lines.map((line) => (
          <Line key={line.id} line={line} labels={labels} />
        ))}
      </div>
    </Section>
  );
}

/** The terms the figures use, each with its anchor (#crore): the one place the site defines them; then how articles keep their figures. */
export function LedgerTerms({ terms, articles }: { terms: Ledger['copy']['terms']; articles: Ledger['copy']['articles'] }) {
  return (
    <Section id="terms" tone="surface" heading={{ title: terms.title, intro: terms.intro }} align="split" eager>
      <dl className="grid gap-6 sm:grid-cols-3">
        {terms.items.map((t) => (
          <div key={t.id} id={t.id} className="scroll-mt-24 border-t border-line pt-4 target:bg-indigo-50">
            <dt className="text-title text-navy-900">
              <abbr title={t.name} className="no-underline">
                {t.term}
              </abbr>{' '}
              <span className="text-base font-normal text-muted">({t.name})</span>
            </dt>
            <dd className="mt-2 text-pretty text-slate-700">{t.definition}</dd>
          </div>
        ))}
      </dl>
      <div id="articles" className="mt-12 max-w-3xl scroll-mt-24 border-t border-line pt-6 sm:mt-16">
        <h2 className="text-title text-navy-900">{articles.title}</h2>
        <p className="mt-2 text-pretty text-slate-700">{articles.body}</p>
      </div>
    </Section>
  );
}
