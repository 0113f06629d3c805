import { formatDuration } from '@/lib/duration';
import type { HomePage, TrainingTier } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';
import { Fold } from '@/components/ui/fold';
import type { OutboundTarget } from '@/lib/outbound';
import { site } from '@/lib/site';
import { openWithoutScript } from './text-fold';

export function ServicesSection({ services, tiers }: { services: HomePage['services']; tiers: TrainingTier[] }) {
  const { contact } = services;
  const options: { key: string; to: OutboundTarget; label: string; description: string; detail?: string }[] = [
    { key: 'call', to: { kind: 'tel' }, ...contact.call, detail: site.phone },
    { key: 'email', to: { kind: 'mail', subject: contact.email.subject }, ...contact.email, detail: site.email },
    { key: 'book', to: { kind: 'booking' }, ...contact.book },
  ];
  return (
    <Section id="services" heading={services} align="split">
      <ul className="grid gap-x-8 gap-y-6 lg:grid-cols-3">
        {tiers.map((tier) => (
          // Columns under a rule: a tier's head, summary, "What it covers", its list and "Who it is for" are rows shared across them.
          <li key={tier.id} className="flex lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
            <article className="flex w-full flex-col border-t-2 border-navy-900 pt-5 lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
              <div>
                <p className="text-sm font-semibold text-indigo-700">{tier.duration ? formatDuration(tier.duration) : tier.flexible}</p>
                <h3 className="mt-1 text-title text-navy-900">{keepWords(tier.title)}</h3>
              </div>
              <p className="mt-2 text-muted">{tier.summary}</p>
              <Fold
                title={
                  <>
                    {keepWords(services.coversLabel)}
                    <span className="lg:hidden"> · {services.audienceLabel}</span>
                  </>
                }
                from="lg"
                level={4}
                variant="more"
                className="mt-1 lg:contents lg:[&::details-content]:contents [&>h4]:mt-5 [&>h4]:text-sm [&>h4]:font-semibold [&>h4]:text-navy-900"
              >
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 marker:text-indigo-600">
                  {tier.covers.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-slate-700 lg:mt-5">
                  <strong className="block font-semibold text-navy-900">{services.audienceLabel}</strong>
                  {tier.audience}
                </p>
              </Fold>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-8 border-t border-navy-900/15 pt-8 sm:mt-16 lg:grid-cols-2 lg:gap-16">
        <div>
          <h3 className="text-title text-navy-900">{keepWords(services.consultation.title)}</h3>
          <p className="mt-3 text-muted">{services.consultation.body}</p>
          <Figures variant="facts" items={services.consultation.points} className="mt-6" />
        </div>
        <Fold id="contact-options" variant="link" from="md" title={contact.toggle.show} openTitle={contact.toggle.hide} className={openWithoutScript}>
          <h3 className="text-title text-navy-900 max-md:sr-only">{keepWords(contact.title)}</h3>
          <ul className="mt-3 divide-y divide-line border-y border-line">
            {options.map((option) => (
              <li key={option.key}>
                <OutboundLink to={option.to} className="group flex flex-col gap-0.5 py-4">
                  <span className="font-semibold text-indigo-700 group-hover:underline">
                    {option.label} <span aria-hidden="true">→</span>
                  </span>
                  <span className="text-sm text-muted">{option.description}</span>
                  {option.detail ? <span className="truncate text-sm font-medium text-navy-900">{option.detail}</span> : null}
                </OutboundLink>
              </li>
            ))}
          </ul>
        </Fold>
      </div>
    </Section>
  );
}
