import type { APIRoute } from 'astro';
import { getInsightArchive } from '@/lib/content/insights';
import { rss } from '@/lib/feed';
import { INSIGHTS_FEED_PATH, INSIGHTS_FEED_SIZE } from '@/lib/insights-archive';
import { paths } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { plainText } from '@/lib/typeset';

export const GET: APIRoute = async () => {
  const { copy, insights } = await getInsightArchive();
  const body = rss({
    title: plainText(copy.feed.title),
    description: plainText(copy.feed.description),
    link: absoluteUrl(paths.insights),
    self: absoluteUrl(INSIGHTS_FEED_PATH),
    language: 'en-IN',
    items: insights.slice(0, INSIGHTS_FEED_SIZE).map(({ summary }) => ({
      title: plainText(summary.title),
      url: summary.url,
      description: plainText(summary.description),
      category: summary.category,
      date: summary.date,
    })),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
