import { describe, expect, it } from 'vitest';
import { plainText } from '@/lib/typeset';
import { getEdgePage, getMarketplacePage, getPlusPage, getTools, pageFigure } from './offerings';

describe('pageFigure: the figure a page-top picture draws, found by its label', () => {
  const figures = [
    { value: '340%', label: 'Placement increase' },
    { value: '6 months', label: 'To placement readiness' },
  ];

  it('returns the figure of that label', () => {
    expect(pageFigure(figures, 'To placement readiness', 'edge.yaml')).toEqual({ value: '6 months', label: 'To placement readiness' });
  });

  it('stops the build on a label no figure has, saying where and which labels there are', () => {
    expect(() => pageFigure(figures, 'Placement rate', 'src/content/pages/edge.yaml (hero.art.result)')).toThrow(
      'src/content/pages/edge.yaml (hero.art.result): no figure is labelled "Placement rate" (figures: "Placement increase", "To placement readiness")',
    );
  });
});

describe('the product page tops draw figures their pages state', () => {
  it('Edge: placement readiness in months and the placement increase, from its figures', async () => {
    const { hero, figures } = await getEdgePage();
    expect(plainText(pageFigure(figures.items, hero.art.ready, 'edge').value)).toMatch(/^\d+ months?$/);
    expect(pageFigure(figures.items, hero.art.result, 'edge').value).toBe('340%');
  });

  it('Plus: the time to market, from its claims; every step has a duration the picture can read', async () => {
    const { hero, claims, process } = await getPlusPage();
    expect(pageFigure(claims.items, hero.art.result, 'plus').value).toBe('60%');
    expect(process.steps.map((s) => s.short ?? s.title)).toEqual(['Discovery', 'Strategy', 'Planning', 'Execution']);
  });

  it('Marketplace: the field counts the tools of its stat, more than the featured tools', async () => {
    const [{ hero, stats }, tools] = await Promise.all([getMarketplacePage(), getTools()]);
    const total = pageFigure(stats, hero.art.total, 'marketplace');
    expect(Number.parseInt(total.value, 10)).toBeGreaterThan(tools.length);
  });
});
