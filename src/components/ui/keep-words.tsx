import type { ReactNode } from 'react';
import { HYPHENATED_WORD } from '@/lib/typeset';

/**
 * A heading's text with every hyphenated word kept on one line: "Building AI-ready teams" may wrap
 * between words but never as "AI- / ready". Use it inside every heading that prints copy.
 */
export function keepWords(text: string): ReactNode {
  const parts = text.split(HYPHENATED_WORD);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
