import { Icon, type IconName } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';

/** The skill domains a service covers, as a compact grid of labelled tiles. */
export function DomainsSection({
  eyebrow,
  heading,
  intro,
  items,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  items: { icon: IconName; name: string }[];
}) {
  return (
    <Section id="domains" labelledBy="domains-title">
      <SectionHeading id="domains-title" eyebrow={eyebrow} title={heading} intro={intro} />
      <ul aria-labelledby="domains-title" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name} className="card-surface flex items-center gap-4 p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon name={item.icon} className="size-5" />
            </span>
            <span className="font-semibold text-navy-900">{item.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
