import { getCollection } from 'astro:content';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCENTS } from '@/lib/accents';
import { SUB_BRAND_ACCENT } from '@/lib/brand';
import { BRAND_CHARACTERS, RUPEE } from '@/lib/brand-font';
import { industryPath, paths } from '@/lib/routes';
import {
  CAPTION_COLOUR,
  CARD_SIZE,
  FIGURE_COLOUR,
  HOST_COLOUR,
  balancedWidth,
  cardWords,
  socialCardPng,
  socialCardSvg,
  titleSize,
  toneOf,
  type CardPicture,
} from '@/components/social-card/social-card-image';
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

  it("wears a product's own colour on its own page and the brand's indigo on every other: no colour per family or industry", () => {
    expect(byPath(paths.edge).accent).toBe(SUB_BRAND_ACCENT.edge);
    expect(byPath(paths.plus).accent).toBe(SUB_BRAND_ACCENT.plus);
    expect(byPath(paths.marketplace).accent).toBe(SUB_BRAND_ACCENT.marketplace);
    const products = new Set<string>([paths.edge, paths.plus, paths.marketplace]);
    expect(new Set(cards.filter((c) => !products.has(c.path)).map((c) => c.accent))).toEqual(new Set(['indigo']));
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

/** The characters the brand face draws on a card: its Latin subset and ₹ (src/lib/brand-font.ts). */
const drawn = new Set([...BRAND_CHARACTERS, RUPEE]);

describe('the card picture', () => {
  it.each(cards.map((c) => [c.path, c] as const))('%s has only characters the brand face draws', (_path, card) => {
    const missing = [...cardWords(card.title).join(' '), ...card.section, ...(card.impact ?? '')].filter((ch) => !drawn.has(ch));
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
      const section = glyphPoints(svg, toneOf(card.accent));
      const title = glyphPoints(svg, '#ffffff');
      const host = glyphPoints(svg, HOST_COLOUR);
      expect(section.length * title.length * host.length).toBeGreaterThan(0);
      expect(Math.max(...[...section, ...title].map((p) => p.x)), 'right edge of the text').toBeLessThanOrEqual(780);
      expect(Math.max(...title.map((p) => p.y)) + 24, 'foot of the title').toBeLessThan(Math.min(...host.map((p) => p.y)));
      expect(Math.min(...section.map((p) => p.y)), 'top of the section, under the wordmark').toBeGreaterThan(130);
    },
  );

  it.each(cards.filter((c) => c.impact).map((c) => [c.path, c] as const))(
    "%s: an article's card draws its figure and what it counts, right of the text, inside the card",
    async (_path, card) => {
      const svg = await socialCardSvg(card);
      const written = [...glyphPoints(svg, FIGURE_COLOUR), ...glyphPoints(svg, CAPTION_COLOUR)];
      expect(glyphPoints(svg, FIGURE_COLOUR).length * glyphPoints(svg, CAPTION_COLOUR).length).toBeGreaterThan(0);
      expect(Math.min(...written.map((p) => p.x)), 'left edge of the figure').toBeGreaterThanOrEqual(800);
      expect(Math.max(...written.map((p) => p.x)), 'right edge of the figure').toBeLessThanOrEqual(CARD_SIZE.width - 24);
      expect(Math.max(...written.map((p) => p.y)), 'foot of the caption').toBeLessThanOrEqual(CARD_SIZE.height - 40);
    },
  );

  it('draws a figure on the cards of articles only', async () => {
    expect(cards.filter((c) => c.impact).map((c) => c.path)).toEqual(
      cards.filter((c) => /^\/insights\/(?!page\/|category\/)[^/]+$/.test(c.path)).map((c) => c.path),
    );
    expect(glyphPoints(await socialCardSvg(byPath(paths.insights)), FIGURE_COLOUR)).toEqual([]);
  });

  it('sizes a title by its length, keeps hyphenated words and dashes with their neighbours, and balances its lines', () => {
    expect(titleSize('Contact Us')).toBeGreaterThan(titleSize(longest.title));
    expect(cardWords('Billable-Ready in 10-50 days – now')).toEqual(['Billable-Ready', 'in', '10-50', 'days\u00a0–', 'now']);
    // A title of two lines is set to about half the column, not a full line and a word.
    const title = 'Hire, Train, Deploy: Billable-Ready Tech Talent in 90 Days';
    expect(balancedWidth(title, titleSize(title), 680)).toBeLessThan(680 * 0.85);
    expect(balancedWidth('Contact Us', titleSize('Contact Us'), 680)).toBeLessThan(680);
  });

  it('is an opaque PNG of exactly 1200 x 630, different for each page', async () => {
    const [a, b] = await Promise.all([socialCardPng(byPath(paths.edge)), socialCardPng(byPath(paths.plus))]);
    const { format, width, height, hasAlpha } = await sharp(a).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: 'png', ...CARD_SIZE, hasAlpha: false });
    expect(Buffer.compare(a, b)).not.toBe(0);
  });
});
