import type { Heading } from '@/content/schemas/blocks';
import type { ContactMethod } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

export function ContactMethodsSection({ methods, ...section }: Heading & { methods: ContactMethod[] }) {
  return (
    <Section id="contact-options" heading={section}>
      <ul className="grid gap-6 md:grid-cols-3">
        {methods.map((m, i) => (
          <li key={m.title} className="flex flex-col card-surface p-6 sm:p-8">
            <IconBadge name={m.icon} size="lg" />
            <h3 className="mt-5 text-h3 font-bold text-navy-900">{keepWords(m.title)}</h3>
            <p className="mt-1 text-lg font-semibold break-words text-indigo-700">{m.detail}</p>
            <p className="mt-3 text-muted">{m.description}</p>
            <div className="mt-auto pt-6">
              <OutboundLink to={m.to} variant={i === methods.length - 1 ? 'primary' : 'secondary'} className="w-full">
                {m.action}
              </OutboundLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
