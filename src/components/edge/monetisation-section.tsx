import type { Figure, Heading } from '@/content/schemas/blocks';
import { Section, SectionHeading, headingOf } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

/** How student projects earn, with the university's share as the headline figure. */
export function MonetisationSection({ share, points, ...section }: Heading & { share: Figure; points: { title: string; description: string }[] }) {
  return (
    <Section id="monetisation" tone="dark" labelledBy="monetisation-title">
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <SectionHeading id="monetisation-title" align="left" dark className="mb-8 sm:mb-8" {...headingOf(section)} />
          <dl className="flex flex-col rounded-card bg-white/5 p-8 ring-1 ring-white/15">
            <dt className="order-2 mt-2 text-lg font-semibold text-white">{share.label}</dt>
            <dd className="order-1 text-6xl font-extrabold tracking-tight text-accent-300 sm:text-7xl">{share.value}</dd>
            {share.description ? <dd className="order-3 mt-1 text-slate-300">{share.description}</dd> : null}
          </dl>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2">
          {points.map((p, i) => (
            <li key={p.title} className="rounded-card bg-white/5 p-6 ring-1 ring-white/15">
              <span aria-hidden="true" className="text-sm font-bold text-accent-300">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 text-h3 font-bold text-white">{keepWords(p.title)}</h3>
              <p className="mt-2 text-slate-200">{p.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
