import type { Cta as CtaCopy, Figure } from '@/content/schemas/blocks';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { IntakeButton, OutboundLink } from '@/components/ui/outbound-link';
import { Panel } from '@/components/ui/panel';
import { Figures } from './figures';

type CtaProps = CtaCopy & { variant?: 'band' | 'row' | 'aside'; id?: string; secondaryLabel?: string; stats?: Figure[] };

/** A call to action opening the intake form: `band` a page's closing band, `row` a section's end, `aside` beside an article. */
export function Cta({ variant = 'band', id = 'get-started', title, body, label, note, secondaryLabel, stats }: CtaProps) {
  const titleId = `${id}-title`;
  if (variant === 'aside') {
    return (
      <Panel as="section" labelledBy={titleId} className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-balance">
          {keepWords(title)}
        </h2>
        <p className="mt-3 text-sm text-slate-200">{body}</p>
        <OutboundLink to={{ kind: 'intake' }} variant="primary" className="mt-5 w-full">
          {label}
        </OutboundLink>
      </Panel>
    );
  }
  if (variant === 'row') {
    return (
      <Panel className="mt-10 flex flex-col items-start gap-6 px-6 py-10 sm:mt-12 sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h3 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{keepWords(title)}</h3>
          <p className="mt-3 text-lead text-slate-200">{body}</p>
        </div>
        <IntakeButton className="w-full shrink-0 sm:w-auto">{label}</IntakeButton>
      </Panel>
    );
  }
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white section-y lay-out-near-screen">
      <div className="container-page">
        <Panel className="relative overflow-hidden px-4 py-12 text-center sm:px-12 sm:py-16">
          <h2 id={titleId} className="mx-auto max-w-2xl text-h2 font-bold tracking-tight text-balance">
            {keepWords(title)}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-slate-200">{keepRanges(body)}</p>
          {stats?.length ? (
            <div className="mx-auto mt-10 max-w-4xl text-left">
              <Figures items={stats} variant="tight" dark />
            </div>
          ) : null}
          {/* On a phone the buttons stack at full width, so a long label keeps to one line. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
            <IntakeButton>{label}</IntakeButton>
            {secondaryLabel ? <IntakeButton variant="outline-light">{secondaryLabel}</IntakeButton> : null}
          </div>
          {note ? <p className="mx-auto mt-6 max-w-2xl text-sm text-pretty text-slate-300">{keepRanges(note)}</p> : null}
        </Panel>
      </div>
    </section>
  );
}
