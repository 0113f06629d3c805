import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { IconBadge, type IconName } from '@/components/ui/icon';

export function DomainsSection(section: Heading & { items: { icon: IconName; name: string }[] }) {
  return (
    <Section id="domains" heading={section}>
      <ul aria-labelledby="domains-title" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.name} className="flex items-center gap-4 card-surface p-5">
            <IconBadge name={item.icon} />
            <span className="font-semibold text-navy-900">{item.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
