import { PageHero } from '@/components/sections/page-hero';
import { StatGrid } from '@/components/sections/stat-grid';
import { OutboundLink } from '@/components/ui/outbound-link';
import type { Stat } from '@/components/ui/stat-card';

/** The top of a service page: heading, lead, the intake button and optional headline figures. */
export function ServiceHero({
  eyebrow,
  title,
  lead,
  cta,
  stats,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  cta: string;
  stats?: Stat[];
}) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      actions={
        <OutboundLink to={{ kind: 'intake' }} variant="primary" size="lg">
          {cta}
        </OutboundLink>
      }
    >
      {stats?.length ? <StatGrid stats={stats} dark compact /> : null}
    </PageHero>
  );
}
