import type { Heading } from '@/content/schemas/blocks';
import type { Proof } from '@/lib/content/proof';
import { Section, type SectionTone } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { Photo } from '@/components/ui/photo';

/* Each section renders nothing until its list in src/content/proof.yaml has an entry: no empty frame, no invented name. */

export function TestimonialsSection({ tone, heading, items }: { tone?: SectionTone; heading: Heading; items: Proof['testimonials'] }) {
  if (!items.length) return null;
  return (
    <Section id="testimonials" tone={tone} heading={heading}>
      <ul className="flex flex-wrap justify-center gap-4 sm:gap-6">
        {items.map((t) => (
          <li key={t.name} className="w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
            <figure className="flex h-full flex-col card-surface p-6 sm:p-8">
              <blockquote className="text-lead text-navy-900">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-auto flex items-center gap-3 pt-6">
                {t.photo ? <Photo picture={t.photo} alt="" className="size-12 shrink-0 rounded-full object-cover" /> : null}
                <span className="text-sm">
                  <span className="block font-bold text-navy-900">{t.name}</span>
                  <span className="text-muted">
                    {t.role}, {t.organisation}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ClientLogos({ heading, items }: { heading: Heading; items: Proof['clients'] }) {
  if (!items.length) return null;
  return (
    <Section id="clients" heading={heading}>
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {items.map((c) => (
          <li key={c.name}>
            <Photo picture={c.logo} alt={c.name} className="h-8 w-auto opacity-80 grayscale sm:h-10" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TeamSection({ heading, items }: { heading: Proof['sections']['team']; items: Proof['team'] }) {
  if (!items.length) return null;
  return (
    <Section id="team" tone="surface" heading={heading}>
      <ul className="flex flex-wrap justify-center gap-6">
        {items.map((m) => (
          <li key={m.name} className="w-full overflow-hidden card-surface sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]">
            <Photo picture={m.photo} alt={`Portrait of ${m.name}`} className="aspect-[4/5] h-auto w-full object-cover" />
            <div className="p-5">
              <h3 className="text-title text-navy-900">{m.name}</h3>
              <p className="text-sm font-semibold text-indigo-700">{m.role}</p>
              <p className="mt-2 text-sm text-muted">{m.bio}</p>
              {m.profile ? (
                <OutboundLink to={{ kind: 'external', href: m.profile }} variant="secondary" className="mt-4">
                  {heading.profileLabel}
                  <span className="sr-only">: {m.name}</span>
                </OutboundLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
