import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CatalogueArt, ChallengeArt, EngagementArt, ShareSplit } from './offering-art';

const phases = [
  { title: 'Foundation', duration: { from: 4, unit: 'week' } as const },
  { title: 'Development', duration: { from: 8, unit: 'week' } as const },
  { title: 'Deployment', duration: { from: 4, unit: 'week' } as const },
];
const result = { value: '340%', label: 'Placement increase' };

describe('the product page tops, drawn from their content', () => {
  it('Edge: the phases end to end, then on to readiness (6 months is 26 weeks), on a field of as many weeks', () => {
    const html = renderToStaticMarkup(
      <ChallengeArt
        phases={phases}
        ready={{ label: 'Ready', value: '6 months', amount: 6, unit: 'months' }}
        result={result}
        caption="One dot a week"
      />,
    );
    expect(html.match(/data-legs="([^"]+)"/g)).toEqual(Array(2).fill('data-legs="0-4 4-12 12-16 16-26"'));
    expect(html.match(/data-field="26x3"/g)).toHaveLength(2);
    expect(html.match(/data-point="result"/g)).toHaveLength(2);
  });

  it('Edge: stops the build when readiness is not counted in months, or comes before the challenge ends', () => {
    expect(() =>
      renderToStaticMarkup(
        <ChallengeArt phases={phases} ready={{ label: 'Ready', value: '26 weeks', amount: 26, unit: 'weeks' }} result={result} caption="" />,
      ),
    ).toThrow(/not counted in months/);
    expect(() =>
      renderToStaticMarkup(
        <ChallengeArt phases={phases} ready={{ label: 'Ready', value: '3 months', amount: 3, unit: 'months' }} result={result} caption="" />,
      ),
    ).toThrow(/must come after/);
  });

  it('Plus: ranges drawn to their longest, the ongoing step open past the field; a step with no time stops the build', () => {
    const steps = [
      { title: 'Discovery', duration: { from: 1, to: 2, unit: 'week' } as const },
      { title: 'Strategy', duration: { from: 2, to: 3, unit: 'week' } as const },
      { title: 'Implementation planning', short: 'Planning', duration: { from: 1, unit: 'week' } as const },
      { title: 'Execution and monitoring', short: 'Execution', duration: { unit: 'week', counted: 'ongoing' } as const },
    ];
    const html = renderToStaticMarkup(<EngagementArt steps={steps} result={{ value: '60%', label: 'Less time to market' }} caption="" />);
    expect(html).toContain('data-legs="0-2 2-5 5-6 6-"');
    expect(html).toContain('Planning');
    expect(html).not.toContain('Implementation planning');
    expect(() => renderToStaticMarkup(<EngagementArt steps={[{ title: 'Discovery' }]} result={{ value: '60%', label: 'x' }} caption="" />)).toThrow(
      /every step needs a duration/,
    );
  });

  it('Marketplace: a dot for each tool, the featured on the path', () => {
    const html = renderToStaticMarkup(
      <CatalogueArt total={{ value: '100+', label: 'AI tools' }} featured={6} featuredLabel="6 featured below" caption="" />,
    );
    const column = html.slice(html.indexOf('data-frame="column"'));
    expect(column.match(/<g[^>]*data-field[^>]*>(.*?)<\/g>/)![1].match(/<circle/g)).toHaveLength(100);
    expect(column.match(/<g data-path[^>]*>(.*?)<\/g>/)![1].match(/<circle/g)).toHaveLength(6);
  });

  it('Edge revenue split: a hundred dots, the share filled', () => {
    const html = renderToStaticMarkup(<ShareSplit share="30%" shareLabel="University" restLabel={['The rest']} />);
    expect(html.match(/<circle/g)).toHaveLength(100);
    expect(html.match(/fill-emerald-600/g)).toHaveLength(30);
  });
});
