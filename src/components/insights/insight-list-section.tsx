import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas/blocks';
import { HeadedSection, headingOf } from '@/components/blocks/section';

/** The article list; the route renders each InsightCard (an <li>) as a child so it can place islands. */
export function InsightListSection({ children, ...section }: Heading & { children: ReactNode }) {
  return (
    <HeadedSection id="articles" heading={headingOf(section)}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {children}
      </ul>
    </HeadedSection>
  );
}
