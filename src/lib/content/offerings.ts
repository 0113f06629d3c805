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
