import type { HomePage } from '@/lib/content/home';
import type { OutboundTarget } from '@/lib/outbound';
import { site } from '@/lib/site';
import { OutboundLink } from '@/components/ui/outbound-link';
import { IconBadge, type IconName } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

type Contact = HomePage['services']['contact'];

/** Call, email a proposal request, book a free assessment. */
export function ContactOptions({ contact }: { contact: Contact }) {
  const options: { key: string; icon: IconName; to: OutboundTarget; label: string; description: string; detail?: string }[] = [
    { key: 'call', icon: 'phone', to: { kind: 'tel' }, ...contact.call, detail: site.phone },
    { key: 'email', icon: 'mail', to: { kind: 'mail', subject: contact.email.subject }, ...contact.email, detail: site.email },
    { key: 'book', icon: 'calendar', to: { kind: 'booking' }, ...contact.book },
  ];
  return (
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
  );
}
