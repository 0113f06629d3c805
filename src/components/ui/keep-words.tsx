import type { ReactNode } from 'react';
import { HYPHENATED_WORD, RANGE } from '@/lib/typeset';

/** `text` with each part that `pattern` captures kept on one line. */
function keepWhole(text: string, pattern: RegExp): ReactNode {
  const parts = text.split(pattern);
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

/** A heading's text with every hyphenated word kept on one line: never "AI- / ready". */
export const keepWords = (text: string): ReactNode => keepWhole(text, HYPHENATED_WORD);

/** Prose with every range kept on one line: "4-16 weeks" never wraps as "4- / 16 weeks". */
export const keepRanges = (text: string): ReactNode => keepWhole(text, RANGE);
