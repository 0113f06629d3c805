import { describe, expect, it } from 'vitest';
import { getCollection } from 'astro:content';
import { INDUSTRY_SLUGS, industryPath } from '@/lib/routes';
import { getGlobalDevelopments, getHomePage, getIndustryCards, getProgrammeLevels, getTrainingTiers } from '@/lib/content';
import { plainText } from '@/lib/typeset';

/** Spec §9 "Industry programme hours": four programs per sector, in order. */
const PROGRAM_HOURS: Record<string, number[]> = {
  bfsi: [40, 32, 36, 28],
  healthcare: [48, 36, 32, 24],
  technology: [60, 44, 32, 40],
  manufacturing: [45, 38, 42, 50],
  retail: [35, 32, 28, 40],
  education: [42, 36, 40, 30],
  government: [38, 44, 52, 35],
  consulting: [46, 52, 38, 30],
};

describe('industries collection', async () => {
  const industries = await getCollection('industries');

  it('parses all eight records with unique slugs matching the /training/* routes', () => {
    const slugs = industries.map((i) => i.id);
    expect(slugs).toHaveLength(8);
    expect(new Set(slugs).size).toBe(8);
    expect([...slugs].sort()).toEqual([...INDUSTRY_SLUGS].sort());
    expect(slugs.map(industryPath).sort()).toEqual(INDUSTRY_SLUGS.map((s) => `/training/${s}`).sort());
  });

  it('has unique display order and short names', () => {
    expect(new Set(industries.map((i) => i.data.order)).size).toBe(8);
    expect(new Set(industries.map((i) => i.data.shortName)).size).toBe(8);
  });

  it('keeps satisfaction within 93-98%, using both ends of the range', () => {
    const values = industries.map((i) => i.data.stats.satisfaction);
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(93);
      expect(v).toBeLessThanOrEqual(98);
    }
    expect(Math.min(...values)).toBe(93);
    expect(Math.max(...values)).toBe(98);
  });

  it.each(Object.entries(PROGRAM_HOURS))('%s programs have the spec hours %j', (slug, hours) => {
    const entry = industries.find((i) => i.id === slug);
    expect(entry?.data.programs.map((p) => p.hours)).toEqual(hours);
  });

  it('gives every card a headline figure and description', async () => {
    const cards = await getIndustryCards();
    expect(cards.map((c) => c.slug)).toEqual([...INDUSTRY_SLUGS]);
    for (const card of cards) {
      expect(card.headline).toMatch(/\d/);
      expect(card.description.length).toBeGreaterThan(40);
    }
  });
});

describe('home collections', () => {
  it('has the four programme levels with the spec durations, in order', async () => {
    const levels = await getProgrammeLevels();
    expect(levels.map((l) => [l.level, plainText(l.duration)])).toEqual([
      ['C-suite', '12 weeks'],
      ['Middle management', '8 weeks'],
      ['Technical teams', '16 weeks'],
      ['Entry-level', '4 weeks'],
    ]);
  });

  it('has the three training tiers with their spec durations', async () => {
    const tiers = await getTrainingTiers();
    expect(tiers.map((t) => [t.title, plainText(t.duration)])).toEqual([
      ['Executive AI Leadership', '2-5 days'],
      ['Technical AI Upskilling', '4-12 weeks'],
      ['Organization-wide Training', 'Flexible modules'],
    ]);
  });

  it('has six global developments on distinct https hosts, newest first', async () => {
    const developments = await getGlobalDevelopments();
    expect(developments).toHaveLength(6);
    const hosts = developments.map((d) => new URL(d.link));
    for (const url of hosts) expect(url.protocol).toBe('https:');
    expect(new Set(hosts.map((u) => u.hostname)).size).toBe(6);
    const dates = developments.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('states the impact-band satisfaction range the industry records give', async () => {
    const home = await getHomePage();
    const values = (await getIndustryCards()).map((c) => c.satisfaction);
    const range = `${Math.min(...values)}-${Math.max(...values)}%`;
    expect(home.industries.impactBand.stats.map((s) => s.value)).toContain(range);
  });

  it('uses the labels the spec quotes', async () => {
    const { hero, whyChooseUs, strategic } = await getHomePage();
    expect(hero.consultationCta).toBe('Get Free Consultation');
    expect(hero.servicesCta).toBe('View Services');
    expect(hero.discoverCue).toBe('Discover How');
    expect(hero.quickFacts.toggle).toEqual({ show: 'Show Quick Facts', hide: 'Hide Quick Facts' });
    expect(hero.impactStats.toggle).toEqual({ show: 'View Our Impact Stats', hide: 'Hide Our Impact Stats' });
    expect(whyChooseUs.support.cta).toBe('Book Now');
    expect(['Request Assessment', 'Schedule Consultation']).toContain(strategic.cta.label);
  });
});
