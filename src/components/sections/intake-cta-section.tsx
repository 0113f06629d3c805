import { OutboundLink } from '@/components/ui/outbound-link';
import type { Stat } from '@/components/ui/stat-card';
import { CtaBand } from './cta-band';
import { StatGrid } from './stat-grid';

/** The closing band whose button opens the intake form in a new tab; optional result figures above it. */
export function IntakeCtaSection({
  id = 'get-started',
  title,
  body,
  label,
  stats,
}: {
  id?: string;
  title: string;
  body?: string;
  label: string;
  stats?: Stat[];
}) {
  return (
    <CtaBand
      id={id}
      title={title}
      body={body}
      actions={
        <OutboundLink to={{ kind: 'intake' }} variant="primary" size="lg">
          {label}
        </OutboundLink>
      }
    >
      {stats?.length ? <StatGrid stats={stats} dark compact /> : null}
    </CtaBand>
  );
}
