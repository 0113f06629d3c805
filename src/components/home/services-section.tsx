import type { HomePage, TrainingTier } from '@/lib/content/home';
import { Badge, Checklist } from '@/components/blocks/cards';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { IconBadge, type IconName } from '@/components/ui/icon';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';
import { Fold } from '@/components/ui/fold';
import type { OutboundTarget } from '@/lib/outbound';
import { site } from '@/lib/site';

export function ServicesSection({ services, tiers }: { services: HomePage['services']; tiers: TrainingTier[] }) {
  const { contact } = services;
  const options: { key: string; icon: IconName; to: OutboundTarget; label: string; description: string; detail?: string }[] = [
    { key: 'call', icon: 'phone', to: { kind: 'tel' }, ...contact.call, detail: site.phone },
    { key: 'email', icon: 'mail', to: { kind: 'mail', subject: contact.email.subject }, ...contact.email, detail: site.email },
    { key: 'book', icon: 'calendar', to: { kind: 'booking' }, ...contact.book },
  ];
  return (
    <Section id="services" heading={services}>
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {tiers.map((tier) => (
          // A card's head, summary, "What it covers" and "Who it is for" are rows shared across the row of cards (the fold unboxed from 1024 px).
          <li key={tier.id} className="flex lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
            <article className="flex h-full flex-col card-surface p-5 sm:p-8 lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
              <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 sm:items-start sm:gap-y-0">
                <IconBadge name={tier.icon} size="lg" className="row-span-2 sm:row-span-1" />
                <h3 className="col-start-2 row-start-1 text-h3 font-bold text-navy-900 sm:col-span-2 sm:col-start-1 sm:row-start-2 sm:mt-5">
                  {keepWords(tier.title)}
                </h3>
                <Badge className="col-start-2 row-start-2 bg-accent-300/30 text-accent-800 sm:row-start-1 sm:justify-self-end">{tier.duration}</Badge>
              </div>
              <p className="mt-3 text-muted sm:mt-2">{tier.summary}</p>
              <Fold
                title={
                  <>
                    {keepWords(services.coversLabel)}
                    <span className="lg:hidden"> · {services.audienceLabel}</span>
                  </>
                }
                from="lg"
                level={4}
                variant="box"
                className="mt-4 sm:mt-5 lg:contents lg:[&::details-content]:contents lg:[&>h4]:mt-6"
              >
                <Checklist items={tier.covers} className="mt-3 lg:mt-2" />
                <p className="mt-4 rounded-lg bg-surface p-4 text-sm text-slate-700 lg:mt-6">
                  <strong className="block font-bold text-navy-900">{services.audienceLabel}</strong>
                  {tier.audience}
                </p>
              </Fold>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 rounded-[1.5rem] bg-indigo-50 p-6 sm:mt-10 sm:p-8 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center lg:gap-10">
        <div>
          <h3 className="text-h3 font-bold text-navy-900">{keepWords(services.consultation.title)}</h3>
          <p className="mt-2 text-slate-700">{services.consultation.body}</p>
          <Figures
            variant="list"
            items={services.consultation.points}
            size="sm"
            className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 sm:flex sm:flex-wrap sm:gap-x-8"
          />
        </div>
        <Fold id="contact-options" variant="panel" from="md" title={contact.toggle.show} openTitle={contact.toggle.hide}>
          <div>
            <h3 className="sr-only md:not-sr-only md:mb-3 md:text-sm md:font-bold md:text-navy-900">{keepWords(contact.title)}</h3>
            <ul className="grid gap-3">
              {options.map((option) => (
                <li key={option.key}>
                  <OutboundLink
                    to={option.to}
                    className="group flex min-h-11 items-center gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-line transition-colors hover:ring-indigo-500"
                  >
                    <IconBadge name={option.icon} size="sm" />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold text-navy-900 group-hover:text-indigo-700">{option.label}</span>
                      <span className="text-sm text-muted">{option.description}</span>
                      {option.detail ? <span className="truncate text-sm font-medium text-indigo-700">{option.detail}</span> : null}
                    </span>
                  </OutboundLink>
                </li>
              ))}
            </ul>
          </div>
        </Fold>
      </div>
    </Section>
  );
}
