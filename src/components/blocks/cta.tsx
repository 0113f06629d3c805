import type { Cta as CtaCopy } from '@/content/schemas/blocks';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { IntakeButton, OutboundLink } from '@/components/ui/outbound-link';
import { Panel } from '@/components/ui/panel';

type CtaProps = CtaCopy & {
  variant?: 'band' | 'row' | 'aside';
  id?: string;
  /** The reply-time promise (src/content/pages/contact.yaml `replyNote`), shown under the button where `reply` is set. */
  replyNote?: string;
  secondaryLabel?: string;
  /** Where the second button goes: the intake form (default) or the booking form for the free call. */
  secondaryTo?: 'intake' | 'booking';
};

/** A call to action opening the intake form: `band` a page's closing band, `row` a section's end, `aside` beside an article. */
export function Cta(props: CtaProps) {
  const { variant = 'band', id = 'get-started', title, body, label, note, secondaryLabel, secondaryTo = 'intake', reply, replyNote } = props;
  if (reply && !replyNote) throw new Error(`The closing call "${title}" sets reply: pass it through withReply() (src/lib/content/company.ts)`);
  const titleId = `${id}-title`;
  if (variant === 'aside') {
    return (
      <Panel as="section" labelledBy={titleId} className="p-6">
        <h2 id={titleId} className="text-title text-balance">
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
          <h3 className="text-title text-balance sm:text-h2">{keepWords(title)}</h3>
          <p className="mt-3 text-lead text-slate-200">{body}</p>
        </div>
        <IntakeButton className="w-full shrink-0 sm:w-auto">{label}</IntakeButton>
      </Panel>
    );
  }
  // The page's one closing call (docs/brand.md): on the navy ground, joined to the footer below it, no figures repeated.
  return (
    <section id={id} aria-labelledby={titleId} className="on-dark border-b border-white/10 bg-navy-950 text-white">
      <div className="container-page grid gap-8 py-16 sm:py-20 lg:grid-cols-12 lg:items-end lg:gap-12">
        <div className="lg:col-span-8">
          <h2 id={titleId} className="max-w-3xl text-h2 text-balance">
            {keepWords(title)}
          </h2>
          <p className="mt-4 max-w-2xl text-lead text-pretty text-slate-200">{keepRanges(body)}</p>
          {note ? <p className="mt-4 max-w-2xl text-sm text-pretty text-slate-300">{keepRanges(note)}</p> : null}
        </div>
        {/* On a phone the buttons stack at full width, so a long label keeps to one line. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:col-span-4 lg:flex-col lg:items-stretch">
          <IntakeButton>{label}</IntakeButton>
          {secondaryLabel ? (
            <OutboundLink to={{ kind: secondaryTo }} variant="secondary">
              {secondaryLabel}
            </OutboundLink>
          ) : null}
          {reply ? <p className="text-sm text-pretty text-slate-300">{keepRanges(replyNote!)}</p> : null}
        </div>
      </div>
    </section>
  );
}
