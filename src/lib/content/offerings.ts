import { ordered, page } from './collections';

/** Plus (startups), Edge (universities) and the AI Marketplace. */

export const getPlusPage = () => page('plusPage');
export const getEdgePage = () => page('edgePage');
export const getMarketplacePage = () => page('marketplacePage');

/** The marketplace tools, in their `order`. */
export const getTools = async () => (await ordered('tools')).map((e) => e.data);
