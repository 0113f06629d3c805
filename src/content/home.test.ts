import { durationText, weeksOf } from '@/lib/duration';
import { describe, expect, it } from 'vitest';
import { getCollection } from 'astro:content';
import { getBusinesses, getGlobalDevelopments, getHomePage, getIndustryCards, getProgrammeLevels, getTrainingTiers } from '@/lib/content/home';
import { plainText } from '@/lib/typeset';

describe('home collections', () => {
  it('resolves each business link to a page or a service page, and stops at one that is neither', async () => {
    const home = await getHomePage();
    const businesses = await getBusinesses(home);
    expect(businesses.flatMap((b) => b.links.map((l) => l.href))).toEqual([
      '/#services',
      '/ai-consulting',
      '/campus-hiring',
      '/leadership-hiring',
      '/kriyon-plus',
      '/kriyon-edge',
    ]);
    const [first, ...rest] = home.businesses.items;
    const broken = { ...home, businesses: { ...home.businesses, items: [{ ...first, links: [{ label: 'Nowhere', to: 'no-such-page' }] }, ...rest] } };
    await expect(getBusinesses(broken)).rejects.toThrow(/no-such-page/);
  });

  it('has the four programme levels with the spec durations, in order', async () => {
    const levels = await getProgrammeLevels();
    expect(levels.map((l) => [l.level, durationText(l.duration)])).toEqual([
      ['C-suite', '12 weeks'],
      ['Middle management', '8 weeks'],
      ['Technical teams', '16 weeks'],
      ['Entry-level', '4 weeks'],
    ]);
  });

  it('has the three training tiers with their spec durations', async () => {
    const tiers = await getTrainingTiers();
    expect(tiers.map((t) => [t.title, t.duration ? durationText(t.duration) : t.flexible])).toEqual([
      ['Executive AI Leadership', '2–5 days'],
      ['Technical AI Upskilling', '4–12 weeks'],
      ['Organization-wide Training', 'Flexible modules'],
    ]);
  });

  it("states each tier's length once, on its badge: a tier card names no track length of its own", async () => {
    // Spec: the tiers are 2-5 days, 4-12 weeks and flexible modules; the levels (12, 8, 16, 4 weeks) are the
    // full tracks. A tier card that said "16-week track" beside its "4–12 weeks" badge read as a contradiction.
    for (const tier of await getTrainingTiers()) expect(plainText(tier.summary), tier.title).not.toMatch(/\d+[- ](?:weeks?|days?)\b/);
  });

  it("fits the technical level around its tier: up to the tier's 12 weeks of instruction inside the 16-week track", async () => {
    const tier = (await getTrainingTiers()).find((t) => t.title === 'Technical AI Upskilling')!;
    const level = (await getProgrammeLevels()).find((l) => l.level === 'Technical teams')!;
    const upper = durationText(tier.duration!).match(/–(\d+) weeks$/)![1];
    expect(plainText(level.detail)).toContain(`Up to ${upper} weeks of Technical AI Upskilling`);
    expect(Number(upper)).toBeLessThan(weeksOf(level.duration));
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
    const range = `${Math.min(...values)}–${Math.max(...values)}%`;
    expect(home.industries.impactBand.stats.map((s) => s.value)).toContain(range);
  });

  it("draws the hero picture from the hero's own figure: the productivity boost, measured the months after training it says", async () => {
    const { hero } = await getHomePage();
    const boost = hero.quickFacts.items.find((f) => f.value === hero.picture.value)!;
    expect(boost.label).toContain(hero.picture.label);
    // The claim it prints is measured the months after training the picture counts.
    const claim = (await getCollection('claims')).find((c) => c.id === (boost as { claim?: string }).claim)!;
    expect(plainText(claim.data.means)).toContain(`${['', 'one', 'two', 'three', 'four', 'five', 'six'][hero.picture.months]} months after`);
    expect(hero.picture.steps).toEqual(['Train', 'Build', 'Hire']);
  });

  it('uses the labels the spec quotes', async () => {
    const { hero, whyChooseUs, strategic } = await getHomePage();
    expect(hero.buttons.intake).toBe('Get Free Consultation');
    expect(hero.buttons.link).toEqual({ label: 'View Services', href: '#services' });
    expect(hero.discoverCue).toBe('Discover How');
    expect(hero.quickFacts.toggle).toEqual({ show: 'Show Quick Facts', hide: 'Hide Quick Facts' });
    expect(hero.impactStats.toggle).toEqual({ show: 'View Our Impact Stats', hide: 'Hide Our Impact Stats' });
    expect(whyChooseUs.support.cta).toBe('Book Now');
    expect(['Request Assessment', 'Schedule Consultation']).toContain(strategic.cta.label);
  });
});
