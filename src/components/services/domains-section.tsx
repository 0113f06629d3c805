import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { Icon, type IconName } from '@/components/ui/icon';

/** The domains we train for: rows on hairlines, three columns wide, each with its line icon. */
export function DomainsSection(section: Heading & { items: { icon: IconName; name: string }[] }) {
  return (
    <Section id="domains" heading={section} align="split">
      <ul aria-labelledby="domains-title" className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.name} className="flex items-center gap-3 border-t border-line py-4 font-semibold text-navy-900">
            <Icon name={item.icon} className="size-5 shrink-0 text-indigo-600" />
            {item.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
