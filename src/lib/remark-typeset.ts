import { fillSiteTokens } from './site-text';
import { HYPHENATED_WORD, typeset } from './typeset';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

/** A heading's text node as text and no-wrap spans, so "third-party" never breaks at its hyphen. */
function keepWords(node: MdNode): MdNode[] {
  const parts = (node.value ?? '').split(HYPHENATED_WORD);
  return parts.map((part, i) =>
    // An element (not raw HTML), so the heading's id and its contents entry still read the word.
    i % 2 === 1
      ? { type: 'emphasis', data: { hName: 'span', hProperties: { className: ['whitespace-nowrap'] } }, children: [{ type: 'text', value: part }] }
      : { type: 'text', value: part },
  );
}

/**
 * Markdown bodies (articles, policies) get the same treatment as the rest of the content: `{email}`
 * and the other site tokens are filled, figures stay with their units, and headings keep hyphenated
 * words whole (as `keepWords` does in components). Code is left alone.
 */
export function remarkTypeset() {
  const walk = (node: MdNode, inHeading: boolean) => {
    if (node.type === 'code' || node.type === 'inlineCode') return;
    const heading = inHeading || node.type === 'heading';
    if (node.children) {
      node.children = node.children.flatMap((child) => {
        if (child.type !== 'text' || !child.value) {
          walk(child, heading);
          return [child];
        }
        child.value = typeset(fillSiteTokens(child.value));
        return heading ? keepWords(child) : [child];
      });
    }
  };
  return (tree: MdNode) => walk(tree, false);
}
