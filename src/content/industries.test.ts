import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { getIndustryCards } from '@/lib/content/home';
import { getIndustryPages } from '@/lib/content/industries';
import { getTrainingPageCopy } from '@/lib/content/services';
import { PROGRAM_HOURS, SPEC_INDUSTRIES } from '../../tests/spec/spec';

const industries = await getCollection('industries');

describe('industries collection', () => {
  it('has the eight sectors of the specification (an industry added later is one more file)', () => {
    expect(industries.map((e) => e.id)).toEqual(expect.arrayContaining([...SPEC_INDUSTRIES]));
  });

  it.each(Object.entries(PROGRAM_HOURS))('%s has four programs with the §9 hours %j, in order', (slug, hours) => {
    const entry = industries.find((i) => i.id === slug);
    expect(entry?.data.programs.map((p) => p.hours)).toEqual(hours);
  });

  describe.each(industries.map((e) => [e.id, e.data] as const))('%s', (_id, data) => {
    it('has four impact metrics and distinct program titles', () => {
      expect(data.metrics).toHaveLength(4);
      expect(new Set(data.programs.map((p) => p.title)).size).toBe(4);
    });
  });

  it('has no colour of its own: an industry is told apart by its name and programmes (docs/brand.md)', () => {
    for (const { id, data } of industries) expect(Object.keys(data), id).not.toContain('colour');
  });

  it('has unique display order and short names', () => {
    expect(new Set(industries.map((i) => i.data.order)).size).toBe(industries.length);
    expect(new Set(industries.map((i) => i.data.shortName)).size).toBe(industries.length);
  });

  it('keeps satisfaction within 93–98% (§9), using both ends of the range', () => {
    const values = industries.filter((i) => (SPEC_INDUSTRIES as readonly string[]).includes(i.id)).map((i) => i.data.stats.satisfaction);
    expect(Math.min(...values)).toBe(93);
    expect(Math.max(...values)).toBe(98);
  });

  it('gives every card a headline figure and description, in the industries’ order', async () => {
    const cards = await getIndustryCards();
    expect(cards.map((c) => c.href)).toEqual([...industries].sort((a, b) => a.data.order - b.data.order).map((e) => `/training/${e.id}`));
    for (const card of cards) {
      expect(card.headline).toMatch(/\d/);
      expect(card.description.length).toBeGreaterThan(40);
    }
  });
});

describe('industry page drawings', async () => {
  const pages = await getIndustryPages();

  it('share one hours scale: the most hours of any programme of any sector', () => {
    const most = Math.max(...Object.values(PROGRAM_HOURS).flat());
    expect(new Set(pages.map((p) => p.drawing.most))).toEqual(new Set([most]));
  });

  it.each(pages.map((p) => [p.entry.id, p] as const))(
    '%s: the headline is the measured result of the programme its point ends',
    (_id, { entry, drawing }) => {
      const { figure, words, at } = drawing.headline;
      expect(`${figure} ${words}`.replaceAll('\u00a0', ' ')).toBe(entry.data.stats.headline.replaceAll('\u00a0', ' '));
      expect(figure).toMatch(/\d/);
      expect(entry.data.stats.headline.startsWith(entry.data.programs[at].impact)).toBe(true);
    },
  );

  it.each(pages.map((p) => [p.entry.id, p] as const))('%s: every impact metric is a change on its baseline of 100', (_id, { entry, drawing }) => {
    expect(drawing.metrics.map((m) => m.after)).toEqual(
      entry.data.metrics.map((m) => 100 + Number(m.value.replace('−', '-').replace('+', '').replace('%', ''))),
    );
  });
});

describe('industry page copy', () => {
  it('fills every placeholder with the sector name', async () => {
    const copy = await getTrainingPageCopy('BFSI');
    const text = JSON.stringify(copy);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain('BFSI');
    // The spec fixes no label here: our own intake label (docs/brand.md), and the in-page jump says "See …" in Title Case.
    expect([copy.heroCta, copy.closing.label]).toEqual(['Start Your Consultation', 'Start Your Consultation']);
    expect(copy.heroSecondary).toMatch(/^See (?:[A-Z]\w*|the|of|and)( (?:[A-Z]\w*|the|of|and))*$/);
  });
});
