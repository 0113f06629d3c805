import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getCollection } from 'astro:content';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCENTS } from '@/lib/accents';
import { ACCENT_HEX, FAMILY_ACCENT, SUB_BRAND_ACCENT } from '@/lib/brand';
import { industryPath, paths } from '@/lib/routes';
import { CARD_SIZE, setForCard, socialCardPng, socialCardSvg, titleSize, type CardPicture } from '@/components/social-card/social-card-image';
import { cardTitle, getSocialCard, getSocialCards, socialCardAlt } from './social-cards';

const cards = await getSocialCards();
const byPath = (path: string) => cards.find((c) => c.path === path)!;

describe('the card list', () => {
  it('has one card per page, each with a title, a section and an accent', () => {
    expect(new Set(cards.map((c) => c.path)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.title.length, card.path).toBeGreaterThan(2);
      expect(card.section.length, card.path).toBeGreaterThan(2);
      expect(ACCENTS, card.path).toContain(card.accent);
    }
  });

  it('covers every entry of the collections the routes are built from', async () => {
    for (const collection of ['industries', 'services', 'insights', 'legal'] as const) {
      for (const entry of await getCollection(collection)) {
        expect(
          cards.some((c) => c.path.endsWith(`/${entry.id}`)),
          `${collection}/${entry.id}`,
        ).toBe(true);
      }
    }
  });

  it("wears the page family's accent, and an industry its own colour", async () => {
    expect(byPath(paths.edge).accent).toBe(SUB_BRAND_ACCENT.edge);
    expect(byPath(paths.plus).accent).toBe(SUB_BRAND_ACCENT.plus);
    expect(byPath(paths.marketplace).accent).toBe(SUB_BRAND_ACCENT.marketplace);
    expect(byPath(paths.careers).accent).toBe(FAMILY_ACCENT.careers);
    for (const { id, data } of await getCollection('industries')) expect(byPath(industryPath(id)).accent).toBe(data.colour);
  });

  it('names the section as the breadcrumb does', async () => {
    const healthcare = (await getCollection('industries')).find((e) => e.id === 'healthcare')!;
    expect(byPath(industryPath('healthcare')).section).toBe(`Industries · ${healthcare.data.shortName}`);
    expect(byPath(paths.edge).section).toBe('Kriyon Edge');
    expect(byPath(paths.insights).section).toBe('Insights');
    expect(byPath('/insights/the-real-roi-of-ai-consulting').section).toBe('Insights · AI Strategy');
  });

  it("drops the section's name from the front of a title", () => {
    expect(cardTitle('Kriyon Edge – AI Programme for Universities', 'Kriyon Edge')).toBe('AI Programme for Universities');
    expect(cardTitle('Edge: AI Programme for Universities', 'Kriyon Edge')).toBe('AI Programme for Universities');
    expect(cardTitle('Campus Hiring - Hire, Train, Deploy', 'Services · Campus Hiring')).toBe('Hire, Train, Deploy');
    expect(cardTitle('Campus Hiring Partners', 'Services · Campus Hiring')).toBe('Campus Hiring Partners');
    expect(byPath(paths.edge).title).toBe('AI Programme for Universities');
  });

  it('describes each card in words for og:image:alt', () => {
    expect(socialCardAlt({ title: 'AI Training for Healthcare Teams', section: 'Industries · Healthcare' })).toBe(
      'Kriyon: AI Training for Healthcare Teams (Industries, Healthcare)',
    );
    expect(socialCardAlt({ title: 'Talent in 90\u00a0Days', section: 'Insights' })).toBe('Kriyon: Talent in 90 Days (Insights)');
  });

  it('stops the build for a page without a card', async () => {
    await expect(getSocialCard('/no-such-page')).rejects.toThrow(/has no social card/);
    expect((await getSocialCard('/')).path).toBe('/');
  });
});

/** The code points Inter's Latin and Latin Extended files draw (@fontsource/inter/unicode.json). */
const fontRanges = (() => {
  const unicode = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return [unicode.latin, unicode['latin-ext']]
    .flatMap((list) => list.split(','))
    .map((range) =>
      range
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    )
    .map(([from, to = from]) => [from, to] as const);
})();

describe('the card picture', () => {
  it.each(cards.map((c) => [c.path, c] as const))('%s has only characters the card font draws', (_path, card) => {
    const missing = [...setForCard(`${card.title}${card.section}`)].filter(
      (ch) => !fontRanges.some(([from, to]) => ch.codePointAt(0)! >= from && ch.codePointAt(0)! <= to),
    );
    expect(missing).toEqual([]);
  });

  /** Points of the glyph outlines satori drew in one colour (text is paths: M, L, Q and Z). */
  const glyphPoints = (svg: string, fill: string) =>
    [...svg.matchAll(new RegExp(`<path fill="${fill}" d="([^"]+)"`, 'g'))].flatMap((m) => {
      const numbers = m[1].match(/-?\d+(?:\.\d+)?/g)!.map(Number);
      return numbers.flatMap((_, i) => (i % 2 ? [] : [{ x: numbers[i], y: numbers[i + 1] }]));
    });

  // Every real title, and the longest the schemas allow (80 characters), with long words.
  const longest: CardPicture = {
    title: 'Super 30 Enrollment Agreement, Refund Policy and AI-ready Code of Conduct (2026)',
    section: 'Industries · Consulting & Professional Services',
    accent: 'indigo',
  };
  it.each([...cards.map((c) => [c.path, c] as const), ['the longest title allowed', longest] as const])(
    '%s: section and title stay in the text column, above the host line',
    async (_name, card) => {
      const svg = await socialCardSvg(card);
      const section = glyphPoints(svg, ACCENT_HEX[card.accent].light);
      const title = glyphPoints(svg, '#ffffff').filter((p) => p.y > 140); // below the wordmark
      const host = glyphPoints(svg, '#cbd5e1');
      expect(section.length * title.length * host.length).toBeGreaterThan(0);
      expect(Math.max(...[...section, ...title].map((p) => p.x)), 'right edge of the text').toBeLessThanOrEqual(780);
      expect(Math.max(...title.map((p) => p.y)) + 24, 'foot of the title').toBeLessThan(Math.min(...host.map((p) => p.y)));
    },
  );

  it('sizes a title by its length and keeps hyphenated words and dashes with their neighbours', () => {
    expect(titleSize('Contact Us')).toBeGreaterThan(titleSize(longest.title));
    expect(setForCard('Billable-Ready in 10-50 days – now')).toBe('Billable-\u2060Ready in 10-\u206050 days\u00a0– now');
  });

  it('is an opaque PNG of exactly 1200 x 630, different for each page', async () => {
    const [a, b] = await Promise.all([socialCardPng(byPath(paths.edge)), socialCardPng(byPath(paths.plus))]);
    const { format, width, height, hasAlpha } = await sharp(a).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: 'png', ...CARD_SIZE, hasAlpha: false });
    expect(Buffer.compare(a, b)).not.toBe(0);
  });
});
