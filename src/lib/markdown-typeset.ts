import type { Element, Text } from 'hast';
import { HYPHENATED_WORD, RANGE, typeset } from './typeset';

/** What a Sätteri hast visitor is handed (astro.config.mjs, `markdown.processor`). */
interface Context {
  parent(node: Readonly<Text>): Readonly<{ type: string; tagName?: string }> | undefined;
  replaceNode(node: Readonly<Text>, replacement: (Text | Element)[]): void;
}

const HEADING = /^h[1-6]$/;

/** `value` with each part that `pattern` captures kept on one line (a `whitespace-nowrap` span). */
const keepWhole = (value: string, pattern: RegExp): (Text | Element)[] =>
  value
    .split(pattern)
    .map((part, i) =>
      i % 2 === 1
        ? { type: 'element', tagName: 'span', properties: { className: ['whitespace-nowrap'] }, children: [{ type: 'text', value: part }] }
        : { type: 'text', value: part },
    );

/** Typesets Markdown bodies, keeping ranges (and hyphenated words in headings) whole; runs before heading ids are made. */
export const markdownTypeset = {
  name: 'kriyon-typeset',
  // Part of Astro's config digest: change it with the plugin, and every cached Markdown body is made again.
  version: 3,
  text(node: Readonly<Text>, ctx: Context): Text | void {
    const value = typeset(node.value);
    const parent = ctx.parent(node);
    const pattern = parent?.tagName && HEADING.test(parent.tagName) ? HYPHENATED_WORD : RANGE;
    if (pattern.test(value)) {
      ctx.replaceNode(node, keepWhole(value, pattern));
      return;
    }
    if (value !== node.value) return { type: 'text', value };
  },
};
