import { Section, SectionHeading } from '@/components/ui/section';
import { CaseStudyCard, type CaseStudy, type CaseStudyLabels } from './case-study-card';

/** Every case study, one after another. */
export function CaseStudiesSection({
  eyebrow,
  title,
  intro,
  labels,
  studies,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  labels: CaseStudyLabels;
  studies: CaseStudy[];
}) {
  return (
    <Section id="case-studies" labelledBy="case-studies-title">
      <SectionHeading id="case-studies-title" eyebrow={eyebrow} title={title} intro={intro} />
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
