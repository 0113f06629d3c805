import { durationText, isDuration } from '@/lib/duration';
import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { getServicePages, getServicePicture } from '@/lib/content/services';
import { toServiceCards } from '@/lib/service-cards';
import { plainText } from '@/lib/typeset';
import { SPEC_SERVICES } from '../../tests/spec/spec';

type ServiceSlug = (typeof SPEC_SERVICES)[number];
const isSpecService = (id: string): id is ServiceSlug => (SPEC_SERVICES as readonly string[]).includes(id);

/** Closing button labels: the first four are quoted by the spec (§2); the last two are ours, the one label for the intake form (docs/brand.md). */
const BUTTONS: Record<ServiceSlug, string> = {
  'ai-consulting': 'Start AI Transformation',
  'cloud-migration': 'Start Cloud Migration',
  'app-modernization': 'Modernize Your Applications',
  'enterprise-strategy': 'Transform Your Strategy',
  'campus-hiring': 'Start Your Consultation',
  'leadership-hiring': 'Start Your Consultation',
};

/** Every figure of spec §9 for the page, as shown. */
const FIGURES: Record<ServiceSlug, string[]> = {
  'ai-consulting': ['312%', '58%', '₹5.2Cr', '18 months', '73%'],
  'cloud-migration': ['64%', '99.9%', '₹3.8Cr', '14 months', '2–3 weeks', '4–12 weeks', 'Ongoing'],
  'app-modernization': ['285%', '52%', '₹2.1Cr', '16 weeks', '8–16 weeks', '6–12 weeks', '4–8 weeks'],
  'enterprise-strategy': ['34%', '58%', '₹8.5Cr', '24 months', '12 months'],
  'campus-hiring': ['1,200+', '90 days', '90-day support', '100% replacement guarantee', '60%', '95%', '5,000+', '30 days', '200+'],
  'leadership-hiring': ['21 days', '64 days', '94%', '18 months', '45–60 days', '30–45 days', '21–35 days'],
};

const KINDS: Partial<Record<ServiceSlug, string>> = {
  'ai-consulting': 'deliverables-impact',
  'cloud-migration': 'timeline-savings',
  'app-modernization': 'duration-benefit',
  'enterprise-strategy': 'outcome-timeframe',
  'leadership-hiring': 'timeframe-cost',
};

const pages = await getServicePages();
const [copy] = await getCollection('servicePage');

describe('services collection', () => {
  it('has the six service pages of the specification (a page added later is one more file)', () => {
    expect(pages.map((p) => p.id)).toEqual(expect.arrayContaining([...SPEC_SERVICES]));
    expect(new Set(pages.map((p) => p.data.order)).size).toBe(pages.length);
  });

  describe.each(pages.filter((p) => isSpecService(p.id)).map((p) => [p.id as ServiceSlug, p.data] as const))('%s', (id, data) => {
    it('has its closing button label', () => {
      expect(data.closing.label).toBe(BUTTONS[id]);
    });

    it('shows every figure of the specification', () => {
      const text = plainText(JSON.stringify(data, (_, v: unknown) => (isDuration(v) ? durationText(v) : v)));
      for (const figure of FIGURES[id]) expect(text, figure).toContain(figure);
    });

    it('uses the service card fields the specification gives this page', () => {
      expect(data.services?.kind).toBe(KINDS[id]);
      if (data.services) {
        const cards = toServiceCards(data.services, copy.data.detailLabels);
        expect(cards).toHaveLength(3);
        for (const card of cards) expect(card.details).toHaveLength(2);
      }
    });

    it('explains the Cr abbreviation wherever a rupee figure in crore is shown', () => {
      if (JSON.stringify(data).includes('Cr"')) {
        expect(data.metrics?.terms).toContain('crore');
      }
    });
  });

  it('gives AI consulting four headline metric cards and a results banner', () => {
    const data = pages.find((p) => p.id === 'ai-consulting')!.data;
    expect(data.metrics?.items).toHaveLength(4);
    expect(data.closing.label).toBe('Start AI Transformation');
  });

  it('closes without repeating a figure the page has shown above (no figures in the closing call)', () => {
    for (const { id, data } of pages) {
      const shown = [...(data.metrics?.items ?? []), ...(data.trackRecord?.items ?? [])].map((f) => plainText(f.value));
      const closing = plainText(`${data.closing.title} ${data.closing.body}`);
      expect(
        // A figure as a whole: "3" finalists is not the 3 of "30-minute".
        shown.filter((value) => new RegExp(`(?<![\\d.,])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`).test(closing)),
        id,
      ).toEqual([]);
    }
  });

  it('draws a page top of its own on every service page, from claims that exist', async () => {
    const kinds = pages.map((p) => p.data.hero.picture.kind);
    expect(new Set(kinds).size).toBe(pages.length);
    for (const { data } of pages) {
      const picture = await getServicePicture(data.hero.picture);
      for (const value of Object.values(picture)) if (typeof value === 'object') expect(value.amount).toBeGreaterThan(0);
    }
  });

  it('explains SLA on the cloud page', () => {
    const data = pages.find((p) => p.id === 'cloud-migration')!.data;
    expect(data.metrics?.terms).toContain('sla');
  });

  it('gives campus hiring the five steps, four capabilities and nine domains', () => {
    const data = pages.find((p) => p.id === 'campus-hiring')!.data;
    expect(data.process?.steps.map((s) => s.title)).toEqual(['Smart sourcing', 'AI assessment', 'Custom training', 'Skill validation', 'Deployment']);
    expect(data.capabilities?.items).toHaveLength(4);
    expect(data.benefits?.items.length).toBeGreaterThanOrEqual(3);
    expect(data.trackRecord?.items.length).toBeGreaterThanOrEqual(3);
    expect(data.domains?.items).toHaveLength(9);
    expect(data.operations?.points.length).toBeGreaterThanOrEqual(3);
  });

  it('gives leadership hiring four metrics and three searches with the §9 timeframes', () => {
    const data = pages.find((p) => p.id === 'leadership-hiring')!.data;
    expect(data.metrics?.items).toHaveLength(4);
    const services = data.services;
    expect(services?.kind).toBe('timeframe-cost');
    if (services?.kind !== 'timeframe-cost') return;
    expect(services.items.map((s) => durationText(s.timeframe))).toEqual(['45–60 days', '30–45 days', '21–35 days']);
    for (const search of services.items) expect(search.cost.length).toBeGreaterThan(10);
  });
});
