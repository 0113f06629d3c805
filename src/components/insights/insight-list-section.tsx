import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/ui/section';

/** The article list; the route renders each InsightCard (an <li>) as a child so it can place islands. */
export function InsightListSection({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Section id="articles" labelledBy="articles-title">
      <SectionHeading id="articles-title" eyebrow={eyebrow} title={title} intro={intro} />
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {children}
      </ul>
    </Section>
  );
}
