import type { Heading } from '@/content/schemas/blocks';
import type { ContactMethod } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { OutboundLink } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

/** The three ways to reach us as columns under a rule, each ending in its action; the booking, the main one, is the primary. */
export function ContactMethodsSection({ methods, ...section }: Heading & { methods: ContactMethod[] }) {
  return (
    <Section id="contact-options" heading={section} align="split">
      <ul className="grid gap-10 md:grid-cols-3 md:gap-8">
        {methods.map((m, i) => (
          <li key={m.title} className="flex flex-col border-t border-navy-900/15 pt-6">
            <IconBadge name={m.icon} />
            <h3 className="mt-3 text-title text-navy-900">{keepWords(m.title)}</h3>
            <p className="mt-1 font-semibold break-words text-indigo-700">{m.detail}</p>
            <p className="mt-3 text-muted">{m.description}</p>
            <div className="mt-auto pt-6">
              <OutboundLink to={m.to} variant={i === methods.length - 1 ? 'primary' : 'secondary'}>
                {m.action}
              </OutboundLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
