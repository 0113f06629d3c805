import { OutboundLink } from '@/components/ui/outbound-link';
import { CtaBand } from './cta-band';

/** A closing band whose one button opens the hosted intake form in a new tab (spec §7). */
export function IntakeCtaBand({ id, title, body, label }: { id: string; title: string; body?: string; label: string }) {
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
    />
  );
}
