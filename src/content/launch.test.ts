import { durationText } from '@/lib/duration';
import { describe, expect, it } from 'vitest';
import { getAboutPage, getCareersPage, getCaseStudies, getCaseStudiesPage, getContactPage, getJobs } from '@/lib/content/company';
import { getInsightsPage } from '@/lib/content/insights';
import { getHomePage } from '@/lib/content/home';
import { getEdgePage, getMarketplacePage, getPlusPage, getTools } from '@/lib/content/offerings';
import { getIndustries } from '@/lib/content/services';
import { plainText } from '@/lib/typeset';

/**
 * The launch content is exact: the counts and lists the specification gives. The schemas hold only
 * what a layout can show (a case study with two to six results, a timeline of any years in order …),
 * so the company can grow; these tests pin what the specification says the site shows today. When the
 * business changes one of them on purpose, change the test with it.
 */
const count = (list: unknown[]) => list.length;

describe('the launch content has the counts of the specification', () => {
  it('home: three bullets, three quick facts, four impact stats, five businesses, four metric cards, three impact-band figures', async () => {
    const home = await getHomePage();
    expect(count(home.hero.bullets)).toBe(3);
    // The specification's words first; each label then says what its figure is.
    const facts = home.hero.quickFacts.items.map((f) => plainText(`${f.value} ${f.label}`));
    expect(facts).toHaveLength(3);
    ['15-minute setup', '40% productivity boost', '90-day guarantee'].forEach((words, i) => expect(facts[i]).toMatch(new RegExp(`^${words}\\b`)));
    // Spec: "48hrs quick start", the figure written out as the house style writes hours.
    expect(home.hero.impactStats.items.map((s) => plainText(s.value))).toEqual(['48 hours', '200+', '95%', '24/7']);
    expect(count(home.businesses.items)).toBe(5);
    expect(count(home.whyChooseUs.metrics)).toBe(4);
    // The band does not repeat the hero's enterprise clients: a figure is stated once on a page (docs/brand.md).
    expect(count(home.industries.impactBand.stats)).toBe(3);
  });

  it('industries: eight, each with four programs and four impact metrics', async () => {
    const industries = await getIndustries();
    expect(count(industries)).toBe(8);
    for (const { id, data } of industries) {
      expect(count(data.programs), id).toBe(4);
      expect(count(data.metrics), id).toBe(4);
    }
  });

  it('Plus: four startup services, a four-step process, three claims, six tabs from frontend, six partners, five trusted-by names, six capabilities, five markets', async () => {
    const plus = await getPlusPage();
    expect(plus.startup.items.map((s) => durationText(s.timeframe))).toEqual(['2–6 months', '3–12 months', '3–8 months', '1–4 months']);
    expect(plus.process.steps.map((s) => durationText(s.duration))).toEqual(['1–2 weeks', '2–3 weeks', '1 week', 'Ongoing']);
    expect(plus.claims.items.map((c) => c.value)).toEqual(['85%', '$2M+', '60%']);
    expect(plus.techStack.tabs.map((t) => t.id)).toEqual(['frontend', 'backend', 'mobile', 'database', 'cloud', 'ai']);
    for (const tab of plus.techStack.tabs) expect(count(tab.items)).toBeGreaterThanOrEqual(4);
    for (const tab of plus.techStack.tabs) expect(count(tab.items)).toBeLessThanOrEqual(5);
    expect(count(plus.partners.items)).toBe(6);
    expect(count(plus.trustedBy.names)).toBe(5);
    expect(count(plus.capabilities.items)).toBe(6);
    expect(count(plus.markets.items)).toBe(5);
  });

  it('Edge: a three-phase challenge of 4, 8 and 4 weeks', async () => {
    const edge = await getEdgePage();
    expect(edge.phases.steps.map((s) => durationText(s.duration))).toEqual(['4 weeks', '8 weeks', '4 weeks']);
    // The chart draws the phase lengths; the intro and the phase descriptions do not repeat them.
    for (const text of [edge.phases.intro, ...edge.phases.steps.map((s) => s.description)])
      expect(plainText(text ?? '')).not.toMatch(/\d[- ]weeks?\b/);
  });

  it('Edge: each figure is explained in a sentence that starts with a capital letter', async () => {
    const edge = await getEdgePage();
    for (const figure of edge.figures.items) expect(figure.description, figure.label).toMatch(/^[A-Z₹$\d]/);
  });

  it('marketplace: six tools in the six categories of the filter, four stat tiles', async () => {
    const [page, tools] = await Promise.all([getMarketplacePage(), getTools()]);
    expect(page.categories).toEqual(['Training', 'Analytics', 'Automation', 'Content', 'Customer Service', 'HR & Recruiting']);
    expect(count(tools)).toBe(6);
    expect(page.stats.map((s) => s.value)).toEqual(['100+', '50K+', '95%', '24/7']);
  });

  it('about: the timeline of the specification, 2019 to the 2024 rebrand, one milestone a year, then the years since; three sectors; three heritage pillars', async () => {
    const about = await getAboutPage();
    expect(about.timeline.items.map((i) => i.year).slice(0, 6)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    expect(about.timeline.items.find((i) => i.year === 2024)?.title).toMatch(/^Rebranded as /);
    // The story goes on to the events the rest of the site tells (issue 37): the Edge seasons, five years of consulting results.
    expect(about.timeline.items.map((i) => i.year).slice(6)).toEqual([2025, 2026]);
    expect(about.sectors.items.map((s) => s.metrics.completion)).toEqual([95, 92, 88]);
    expect(count(about.heritage.pillars)).toBe(3);
  });

  it('careers: four culture metrics and 19 openings', async () => {
    expect(count((await getCareersPage()).culture.items)).toBe(4);
    expect(count(await getJobs())).toBe(19);
  });

  it('case studies: four metrics, three studies with four results each', async () => {
    expect(count((await getCaseStudiesPage()).metrics.items)).toBe(4);
    const studies = await getCaseStudies();
    expect(count(studies)).toBe(3);
    for (const study of studies) expect(count(study.results), study.id).toBe(4);
  });

  it('insights: four research metrics', async () => {
    expect(count((await getInsightsPage()).research.items)).toBe(4);
  });

  it('contact: three contact cards (one "Book Now"), four response commitments, four quick facts', async () => {
    const contact = await getContactPage();
    expect(count(contact.methods.items)).toBe(3);
    expect(contact.methods.items.map((m) => m.action)).toContain('Book Now');
    expect(count(contact.commitments.items)).toBe(4);
    expect(count(contact.facts.items)).toBe(4);
  });
});
