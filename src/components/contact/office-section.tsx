import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CollectionEntry } from 'astro:content';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';
import { Panel } from '@/components/ui/panel';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

type Props = Pick<CollectionEntry<'contactPage'>['data'], 'office' | 'facts'> & Record<'address' | 'hours' | 'phone' | 'email', string>;

export function OfficeSection({ office, address, hours, phone, email, facts }: Props) {
  return (
    <Section id="office" heading={office} align="column" eager>
      {(heading) => (
        // One above the other, each four across from lg: side by side, the shorter card left a blank block.
        <div className="grid gap-8">
          <div className="card-surface p-6 sm:p-10">
            {heading}
            <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              <Row icon={<MapPin aria-hidden="true" className="size-5" />} label={office.addressLabel}>
                <address className="not-italic">{address}</address>
              </Row>
              <Row icon={<Clock aria-hidden="true" className="size-5" />} label={office.hoursLabel}>
                {hours}
              </Row>
              <Row icon={<Phone aria-hidden="true" className="size-5" />} label={office.phoneLabel}>
                <OutboundLink to={{ kind: 'tel' }} className="inline-block py-2 text-indigo-700 underline-offset-4 hover:underline">
                  {phone}
                </OutboundLink>
              </Row>
              <Row icon={<Mail aria-hidden="true" className="size-5" />} label={office.emailLabel}>
                <OutboundLink
                  to={{ kind: 'mail', newTab: true }}
                  className="inline-block py-2 break-all text-indigo-700 underline-offset-4 hover:underline"
                >
                  {email}
                </OutboundLink>
              </Row>
            </dl>
          </div>
          <Panel as="section" labelledBy="facts-title" className="p-6 sm:p-10">
            {facts.eyebrow ? <p className="eyebrow text-accent-300">{facts.eyebrow}</p> : null}
            <h2 id="facts-title" className="mt-3 text-h2 font-bold tracking-tight text-balance">
              {keepWords(facts.title)}
            </h2>
            <Figures variant="list" items={facts.items} dark size="xl" rows className="mt-8 grid gap-x-6 gap-y-6 sm:grid-cols-2 lg:grid-cols-4" />
          </Panel>
        </div>
      )}
    </Section>
  );
}
