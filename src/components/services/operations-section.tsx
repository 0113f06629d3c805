import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { Checklist } from '@/components/blocks/cards';

/** The business-operations block: its heading and intro beside the checklist from 1024 px. */
export function OperationsSection({ points, ...section }: Heading & { points: string[] }) {
  return (
    <Section id="operations" tone="surface" heading={section} align="column">
      {(heading) => (
        <div className="grid gap-x-12 lg:grid-cols-12">
          <div className="lg:col-span-6">{heading}</div>
          <Checklist items={points} large className="lg:col-span-6 lg:pt-2" />
        </div>
      )}
    </Section>
  );
}
