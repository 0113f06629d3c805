import type { Element, Text } from 'hast';
import { HYPHENATED_WORD, typeset } from './typeset';

/** What a Sätteri hast visitor is handed (astro.config.mjs, `markdown.processor`). */
interface Context {
  parent(node: Readonly<Text>): Readonly<{ type: string; tagName?: string }> | undefined;
  replaceNode(node: Readonly<Text>, replacement: (Text | Element)[]): void;
}

const HEADING = /^h[1-6]$/;

/**
 * Markdown bodies (articles, policies) get the same treatment as the rest of the content: figures
 * stay with their units, and headings keep hyphenated words whole (as `keepWords` does in components).
 * Tokens such as `{email}` are filled where the page reads the body (`bodyHtml`, src/lib/content), so
 * the cached body never holds an old value. A hast plugin for Sätteri, Astro's Markdown
 * processor; it runs before heading ids are made, which read the same words.
 */
export const markdownTypeset = {
  name: 'kriyon-typeset',
  text(node: Readonly<Text>, ctx: Context): Text | void {
    const value = typeset(node.value);
    const parent = ctx.parent(node);
    if (parent?.tagName && HEADING.test(parent.tagName) && HYPHENATED_WORD.test(value)) {
      ctx.replaceNode(
        node,
        value
          .split(HYPHENATED_WORD)
          .map((part, i) =>
            i % 2 === 1
              ? { type: 'element', tagName: 'span', properties: { className: ['whitespace-nowrap'] }, children: [{ type: 'text', value: part }] }
              : { type: 'text', value: part },
          ),
      );
      return;
    }
    if (value !== node.value) return { type: 'text', value };
  },
};
