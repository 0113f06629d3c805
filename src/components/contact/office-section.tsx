import type { ReactNode } from 'react';
import type { CollectionEntry } from 'astro:content';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

type Copy = CollectionEntry<'contactPage'>['data'];
type Props = Pick<Copy, 'office' | 'facts'> & Record<'address' | 'hours' | 'phone' | 'email' | 'city', string>;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="border-t border-line pt-3">
    <dt className="text-sm text-muted">{label}</dt>
    <dd className="mt-1 font-semibold text-navy-900">{children}</dd>
  </div>
);

/**
 * Where the office is, drawn: the city inside its ring road and the office's neighbourhood on it, in the west-north-west
 * (Madhapur lies about 10 km north and 9 km west of the old city). Not a map tile: no streets are claimed.
 */
function OfficeMap({ area, ring, city }: { area: string; ring: string; city: string }) {
  return (
    <svg viewBox="0 0 480 320" aria-hidden="true" className="h-auto w-full">
      <circle cx="256" cy="156" r="132" fill="none" className="stroke-indigo-600/35" strokeWidth="3" />
      <text x="256" y="314" textAnchor="middle" className="fill-muted text-[16px]">
        {ring}
      </text>
      <text x="270" y="200" textAnchor="middle" className="fill-muted text-[16px]">
        {city}
      </text>
      <circle cx="270" cy="172" r="4" className="fill-navy-900/40" />
      <circle cx="212" cy="102" r="18" className="fill-indigo-600/15" />
      <circle cx="212" cy="102" r="8" className="fill-indigo-600" />
      <text x="234" y="109" className="fill-navy-900 font-brand text-[20px] font-bold">
        {area}
      </text>
    </svg>
  );
}

/** The office's details beside the drawn map; under them, the quick facts as the page's one band of figures (light, so the page ends in one navy band). */
export function OfficeSection({ office, address, hours, phone, email, city, facts }: Props) {
  const link = 'text-indigo-700 underline-offset-4 hover:underline';
  return (
    <Section id="office" heading={office} align="split" eager>
      <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
        <dl className="grid gap-5 sm:grid-cols-2">
          <Row label={office.addressLabel}>
            <address className="not-italic">{address}</address>
          </Row>
          <Row label={office.hoursLabel}>{hours}</Row>
          <Row label={office.phoneLabel}>
            <OutboundLink to={{ kind: 'tel' }} className={link}>
              {phone}
            </OutboundLink>
          </Row>
          <Row label={office.emailLabel}>
            <OutboundLink to={{ kind: 'mail', newTab: true }} className={`${link} break-all`}>
              {email}
            </OutboundLink>
          </Row>
        </dl>
        <div className="mx-auto w-full max-w-md">
          <OfficeMap {...office.map} city={city} />
        </div>
      </div>
      <section aria-labelledby="facts-title" className="mt-14 sm:mt-20">
        <h2 id="facts-title" className="text-h2 text-balance text-navy-900">
          {keepWords(facts.title)}
        </h2>
        <Figures variant="ruled" items={facts.items} rows className="mt-6 grid gap-x-6 gap-y-6 sm:mt-8 sm:grid-cols-2 lg:grid-cols-4" />
      </section>
    </Section>
  );
}
