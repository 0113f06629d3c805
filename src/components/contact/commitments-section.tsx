import type { Figure, Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { IconBadge, type IconName } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

export function CommitmentsSection({ items, ...section }: Heading & { items: (Figure & { icon: IconName })[] }) {
  return (
    <Section id="commitments" tone="surface" heading={section}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.label} className="flex flex-col card-surface p-6">
            <IconBadge name={item.icon} />
            <p className="mt-5 text-2xl font-extrabold tracking-tight text-indigo-700">{item.value}</p>
            <h3 className="mt-1 font-bold text-navy-900">{keepWords(item.label)}</h3>
            {item.description ? <p className="mt-2 text-sm text-muted">{item.description}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
