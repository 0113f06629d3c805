import type { Figure, Hero } from '@/content/schemas/blocks';
import type { IconName } from '@/components/ui/icon';
import { FigureGrid } from '@/components/blocks/figures';
import { PageHero } from '@/components/blocks/hero';
import { IntakeButton } from '@/components/ui/outbound-link';
import { ServiceArt } from '@/components/visuals/hero-art';

/** The top of a service page: heading, lead, the intake button, the service's picture and optional headline figures. */
export function ServiceHero({
  cta,
  stats,
  icon,
  satellites,
  ...hero
}: Hero & { cta: string; stats?: Figure[]; icon: IconName; satellites: IconName[] }) {
  return (
    <PageHero {...hero} actions={<IntakeButton>{cta}</IntakeButton>} art={<ServiceArt icon={icon} satellites={satellites} />}>
      {stats?.length ? <FigureGrid items={stats} dark compact /> : null}
    </PageHero>
  );
}
