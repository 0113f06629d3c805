import type { Heading } from '@/content/schemas/blocks';
import type { CaseStudy } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { CaseStudyCard, type CaseStudyLabels } from './case-study-card';

/** Every case study, one after another. */
export function CaseStudiesSection({ labels, studies, ...section }: Heading & { labels: CaseStudyLabels; studies: CaseStudy[] }) {
  return (
    <Section id="case-studies" heading={section}>
      <ol className="space-y-12">
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} labels={labels} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
