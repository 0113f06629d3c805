import { PageHero } from '@/components/blocks/hero';
import { ButtonLink } from '@/components/ui/button-link';
import { IntakeButton } from '@/components/ui/outbound-link';
import { Icon } from '@/components/ui/icon';
import { SectorArt } from '@/components/visuals/hero-art';
import type { ComponentProps } from 'react';

/** The top of an industry page: sector name, description, the two buttons and the sector's headline figures. */
export function IndustryHero({
  eyebrow,
  name,
  description,
  cta,
  secondary,
  headline,
  satisfaction,
  art,
}: {
  eyebrow: string;
  name: string;
  description: string;
  cta: string;
  secondary: { label: string; href: string };
  headline: string;
  satisfaction: string;
  /** The sector's picture: its icon and colour, its satisfaction ring and programme hours. */
  art: ComponentProps<typeof SectorArt>;
}) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={name}
      lead={description}
      art={<SectorArt {...art} />}
      actions={
        <>
          <IntakeButton>{cta}</IntakeButton>
          <ButtonLink href={secondary.href} variant="outline-light" size="lg">
            {secondary.label}
          </ButtonLink>
        </>
      }
    >
      <ul className="flex flex-wrap gap-3 text-sm font-semibold text-slate-100">
        {[headline, satisfaction].map((fact) => (
          <li key={fact} className="inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-2 ring-1 ring-white/15">
            <Icon name="trending" className="size-4 text-accent-300" />
            {fact}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
