import type { APIRoute } from 'astro';
import { getSearchDocuments } from '@/lib/content/site-search';

/** The search dialog's documents (src/lib/site-search.ts), fetched only when a visitor opens search. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await getSearchDocuments()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
