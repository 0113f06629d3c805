import type { HomePage } from '@/lib/content/home';
import { Section } from '@/components/blocks/section';
import { Steps } from '@/components/blocks/steps';
import { Cta } from '@/components/blocks/cta';

/** The steps from assessment to AI at scale on one path, then the page's one closing call, on navy joined to the footer. */
export function StrategicImplementationSection({ copy }: { copy: HomePage['strategic'] & { cta: { replyNote?: string } } }) {
  return (
    <>
      <Section id="strategic-implementation" heading={copy} align="split">
        <Steps steps={copy.pillars} />
      </Section>
      <Cta id="assessment" {...copy.cta} />
    </>
  );
}
