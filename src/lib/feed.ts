type FeedItem = { title: string; url: string; description: string; category: string; date: Date };

export type Feed = { title: string; description: string; link: string; self: string; language: string; items: FeedItem[] };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The five special characters as entities, and the characters XML 1.0 forbids dropped. */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const absolute = (url: string, what: string) => {
  if (!/^https?:\/\//.test(url)) throw new Error(`The feed's ${what} must be an absolute URL, not "${url}"`);
  return url;
};

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/** RSS 2.0 by hand (a few elements); `items` newest first. */
export function rss(feed: Feed): string {
  const newest = feed.items.reduce<Date | undefined>((latest, item) => (!latest || item.date > latest ? item.date : latest), undefined);
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', absolute(item.url, 'item link'))}`,
      `      <guid isPermaLink="true">${xmlText(item.url)}</guid>`,
      `      ${element('description', item.description)}`,
      `      ${element('category', item.category)}`,
      `      ${element('pubDate', item.date.toUTCString())}`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', absolute(feed.link, 'link'))}`,
    `    ${element('description', feed.description)}`,
    `    ${element('language', feed.language)}`,
    `    <atom:link href="${xmlText(absolute(feed.self, 'own address'))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    ${element('lastBuildDate', newest.toUTCString())}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
