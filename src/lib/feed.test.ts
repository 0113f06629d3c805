// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rss, xmlText, type Feed } from './feed';

const feed: Feed = {
  title: 'Kriyon Insights',
  description: 'Articles on AI & talent.',
  link: 'https://kriyon.example/insights',
  self: 'https://kriyon.example/insights/feed.xml',
  language: 'en-IN',
  items: [
    {
      title: 'Hire, Train, Deploy: <Billable> "Talent" & more',
      url: 'https://kriyon.example/insights/hire?x=1&y=2',
      description: "It's 60% cheaper </description><script>",
      category: 'Talent',
      date: new Date('2025-02-03T00:00:00Z'),
    },
    {
      title: 'Older',
      url: 'https://kriyon.example/insights/older',
      description: 'An older one.',
      category: 'AI Training',
      date: new Date('2024-11-18'),
    },
  ],
};

/** The feed as an XML parser reads it; fails the test on anything that is not well-formed. */
function parsed(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0);
  return doc;
}

describe('rss', () => {
  it('is well-formed XML that reads back the texts it was given, special characters and all', () => {
    const doc = parsed(rss(feed));
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(2);
    const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent;
    expect(text(items[0], 'title')).toBe(feed.items[0].title);
    expect(text(items[0], 'description')).toBe(feed.items[0].description);
    expect(text(items[0], 'link')).toBe(feed.items[0].url);
    expect(text(items[0], 'guid')).toBe(feed.items[0].url);
    expect(text(items[0], 'category')).toBe('Talent');
    expect(text(doc.documentElement, 'description')).toBe(feed.description);
  });

  it('dates items in RFC 822, says when it last changed (the newest item) and names its own address', () => {
    const doc = parsed(rss(feed));
    expect(doc.getElementsByTagName('pubDate')[0].textContent).toBe('Mon, 03 Feb 2025 00:00:00 GMT');
    expect(doc.getElementsByTagName('lastBuildDate')[0].textContent).toBe('Mon, 03 Feb 2025 00:00:00 GMT');
    const self = doc.getElementsByTagName('atom:link')[0];
    expect(self.getAttribute('href')).toBe(feed.self);
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
  });

  it('keeps the items in the order given', () => {
    const doc = parsed(rss(feed));
    expect([...doc.querySelectorAll('item > title')].map((t) => t.textContent)).toEqual([feed.items[0].title, 'Older']);
  });

  it('refuses a relative link: a feed reader has no page to resolve it against', () => {
    expect(() => rss({ ...feed, items: [{ ...feed.items[1], url: '/insights/older' }] })).toThrow(/absolute URL/);
    expect(() => rss({ ...feed, link: '/insights' })).toThrow(/absolute URL/);
  });

  it('an empty feed is still a valid channel', () => {
    const doc = parsed(rss({ ...feed, items: [] }));
    expect(doc.querySelectorAll('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});

describe('the parser the tests read with', () => {
  it('does flag XML that is not well-formed', () => {
    const doc = new DOMParser().parseFromString('<rss><title>A & B</title></rss>', 'application/xml');
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });
});

describe('xmlText', () => {
  it('escapes the five special characters and drops the control characters XML forbids', () => {
    expect(xmlText(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(xmlText('tab\tok, bell\u0007 gone, line\nok')).toBe('tab\tok, bell gone, line\nok');
  });
});
