import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas/blocks';
import { HeadedSection } from '@/components/blocks/section';

/** The searchable tool catalogue; the route places the filter island (wrapping the cards) inside. */
export function CatalogueSection({ heading, children }: { heading: Heading; children?: ReactNode }) {
  return (
    <HeadedSection id="tools" tone="surface" heading={heading}>
      {children}
    </HeadedSection>
  );
}
