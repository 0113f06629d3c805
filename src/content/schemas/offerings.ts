import { plusPage } from './plus';
import { edgePage } from './edge';
import { marketplacePage, tools } from './marketplace';

/** Collections behind the Plus, Edge and AI Marketplace pages (issue 5), one file per page. */
export const offerings = { tools, plusPage, edgePage, marketplacePage };
