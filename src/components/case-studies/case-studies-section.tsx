import type { Heading } from '@/content/schemas/blocks';
import type { CaseStudy } from '@/lib/content/company';
import { HeadedSection, headingOf } from '@/components/blocks/section';
import { CaseStudyCard, type CaseStudyLabels } from './case-study-card';

/** Every case study, one after another. */
export function CaseStudiesSection({ labels, studies, ...section }: Heading & { labels: CaseStudyLabels; studies: CaseStudy[] }) {
  return (
    <HeadedSection id="case-studies" heading={headingOf(section)}>
      <ol className="space-y-12">
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} labels={labels} />
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
