import type { Figure, Hero } from '@/content/schemas/blocks';
import { FigureGrid } from '@/components/blocks/figures';
import { PageHero } from '@/components/blocks/hero';
import { IntakeButton } from '@/components/ui/outbound-link';

/** The top of a service page: heading, lead, the intake button and optional headline figures. */
export function ServiceHero({ cta, stats, ...hero }: Hero & { cta: string; stats?: Figure[] }) {
  return (
    <PageHero {...hero} actions={<IntakeButton>{cta}</IntakeButton>}>
      {stats?.length ? <FigureGrid items={stats} dark compact /> : null}
    </PageHero>
  );
}
