import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { getIndustryCards } from '@/lib/content/home';
import { baseOf, getIndustryPages } from '@/lib/content/industries';
import { getIndustries, getTrainingPageCopy } from '@/lib/content/services';
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
  it('shares only labels: its placeholders filled, the spec-free intake label on both buttons', async () => {
    const copy = await getTrainingPageCopy('BFSI');
    expect(JSON.stringify(copy)).not.toMatch(/\{\w+\}/);
    // The spec fixes no label here: our own intake label (docs/brand.md), and the in-page jump says "See …" in Title Case.
    expect([copy.hero.buttons.intake, copy.closing.label]).toEqual(['Start Your Consultation', 'Start Your Consultation']);
    expect(copy.hero.buttons.link.href).toBe('#programs');
    expect(copy.hero.buttons.link.label).toMatch(/^See (?:[A-Z]\w*|the|of|and)( (?:[A-Z]\w*|the|of|and))*$/);
  });

  /** Every heading and sentence an industry writes for its own page, flattened. */
  const sentencesOf = (data: (typeof industries)[number]['data']) =>
    Object.values(data.sections).flatMap((section) => Object.values<string>(section));

  it('speaks in each sector’s own voice: no heading or sentence of one industry page is on another', () => {
    const seen = new Map<string, string>();
    for (const { id, data } of industries) {
      for (const text of [data.description, ...sentencesOf(data)]) {
        expect(seen.get(text), `"${text}" is on /training/${seen.get(text)} too`).toBeUndefined();
        seen.set(text, id);
      }
    }
    // The opening words of a sentence with the sector swapped were the old template ("Averages for our X clients since 2022").
    const openings = industries.flatMap(({ data }) => sentencesOf(data).map((t) => t.split(/\s+/).slice(0, 4).join(' ')));
    const repeated = openings.filter((o, i) => openings.indexOf(o) !== i);
    expect(repeated, 'sentences that open the same way on two pages').toEqual([]);
  });

  it.each(industries.map((e) => [e.id, e.data] as const))('%s closes on what its buyer should tell us, with no reply times', (_id, data) => {
    const { title, body } = data.sections.closing;
    expect(`${title} ${body}`).not.toMatch(/\b(?:repl(?:y|ies)|respon(?:d|se)|proposal)\b|\b(?:within|under) \d|\d+\s*hours/i);
    expect(title.endsWith('?')).toBe(true);
  });
});

describe('the base of the sector averages', () => {
  it('adds up to the company totals in the claims register (trainingProgrammes, trainingLearners), since 2022, as of October 2026', () => {
    const bases = industries.filter((i) => (SPEC_INDUSTRIES as readonly string[]).includes(i.id)).map((i) => i.data.base);
    expect(bases).toHaveLength(8);
    const claims = parse(readFileSync('src/content/claims.yaml', 'utf8')) as Record<string, { amount: number }>;
    expect(bases.reduce((sum, b) => sum + b.programmes, 0)).toBe(claims.trainingProgrammes.amount);
    expect(bases.reduce((sum, b) => sum + b.learners, 0)).toBe(claims.trainingLearners.amount);
    expect(new Set(bases.map((b) => `${b.since} ${b.asOf}`))).toEqual(new Set(['2022 2026-10']));
  });

  it('gives each sector the counts of our records', () => {
    const counts = Object.fromEntries(industries.map((i) => [i.id, [i.data.base.programmes, i.data.base.learners]]));
    expect(counts).toMatchObject({
      bfsi: [22, 1040],
      healthcare: [14, 560],
      technology: [19, 890],
      manufacturing: [15, 650],
      retail: [12, 480],
      education: [10, 390],
      government: [11, 860],
      consulting: [9, 330],
    });
  });

  it('prints the counts the Indian way and the month in words', () => {
    expect(baseOf({ programmes: 22, learners: 1040, since: 2022, asOf: '2026-10' })).toEqual({
      programmes: '22',
      learners: '1,040',
      since: '2022',
      asOf: 'October 2026',
    });
  });
});

describe('programme impact lines', async () => {
  // With the claims' figures filled in ("45% shorter loan turnaround").
  const filled = await getIndustries();

  it.each(filled.map((e) => [e.id, e.data] as const))(
    '%s: each says what it is, an average with its figure or what the cohort leaves with',
    (_id, data) => {
      for (const p of data.programs) {
        if (p.impactKind === 'average') expect(p.impact, p.title).toMatch(/^\S*\d/);
        // What the cohort leaves with is a thing or a skill, never a measured change.
        else expect(p.impact, p.title).not.toMatch(/%|\d+x\b|\b(?:fewer|less|more|faster|shorter|higher|lower)\b/);
      }
    },
  );

  it('states a change relative to the baseline, never in points (the measured figures are relative changes)', () => {
    for (const { id, data } of filled) {
      for (const text of [...data.programs.map((p) => p.impact), ...data.metrics.map((m) => `${m.label} ${m.description ?? ''}`)]) {
        expect(text, id).not.toMatch(/\bpoints?\b/);
      }
    }
  });

  it('says a measured figure once: no programme line restates a metric with a second number', () => {
    for (const { id, data } of filled) {
      for (const p of data.programs) expect(p.impact, `${id}: ${p.title}`).not.toMatch(/\(.*\d.*\)/);
    }
  });
});
