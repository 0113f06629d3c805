import type { Card, Figure, Heading } from '@/content/schemas/blocks';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

export function CultureSection({ id, ...section }: Heading & { id: string; items: Figure[] }) {
  return (
    <Section id={id} heading={section}>
      <Figures items={section.items} variant="tight" />
    </Section>
  );
}

export function PerksSection({ id, ...section }: Heading & { id: string; items: Card[] }) {
  return (
    <Section id={id} heading={section}>
      <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2 sm:gap-y-6 lg:grid-cols-4">
        {section.items.map((perk) => (
          <li
            key={perk.title}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 sm:flex sm:items-start sm:gap-4 lg:flex-col lg:gap-3"
          >
            {perk.icon ? <IconBadge name={perk.icon} className="max-sm:size-8 max-sm:rounded-lg max-sm:[&>svg]:size-4" /> : null}
            <div className="max-sm:contents">
              <h3 className="font-bold text-navy-900 sm:text-lg">{keepWords(perk.title)}</h3>
              {perk.description ? <p className="text-sm text-muted max-sm:col-span-2 sm:mt-1 sm:text-base">{perk.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
