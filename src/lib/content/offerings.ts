import { checkInList, ordered, page } from './collections';

export const getPlusPage = () => page('plusPage');
export const getEdgePage = () => page('edgePage');
export const getMarketplacePage = () => page('marketplacePage');

export async function getTools() {
  const [tools, { categories }] = await Promise.all([ordered('tools'), getMarketplacePage()]);
  for (const { data } of tools)
    checkInList(data.category, categories, {
      entry: `src/content/tools.yaml (${data.id})`,
      field: 'category',
      list: 'categories in src/content/pages/marketplace.yaml',
    });
  return tools.map((e) => e.data);
}

/**
 * The figure a page-top picture draws, named by its label in the page's own figures, so the picture and the text share one
 * source; a label that names none stops the build, saying where.
 */
export function pageFigure<F extends { label: string; value: string }>(figures: readonly F[], label: string, where: string): F {
  const found = figures.find((f) => f.label === label);
  if (!found) throw new Error(`${where}: no figure is labelled "${label}" (figures: ${figures.map((f) => `"${f.label}"`).join(', ')})`);
  return found;
}
