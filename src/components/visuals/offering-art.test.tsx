import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CatalogueArt, ChallengeArt, EngagementArt, ShareSplit } from './offering-art';

const phases = [
  { title: 'Foundation', duration: '4 weeks' },
  { title: 'Development', duration: '8 weeks' },
  { title: 'Deployment', duration: '4 weeks' },
];
const result = { value: '340%', label: 'Placement increase' };

describe('the product page tops, drawn from their content', () => {
  it('Edge: the phases end to end, then on to readiness (6 months is 26 weeks), on a field of as many weeks', () => {
    const html = renderToStaticMarkup(
      <ChallengeArt phases={phases} ready={{ label: 'Ready', value: '6 months' }} result={result} caption="One dot a week" />,
    );
    expect(html.match(/data-legs="([^"]+)"/g)).toEqual(Array(2).fill('data-legs="0-4 4-12 12-16 16-26"'));
    expect(html.match(/data-field="26x3"/g)).toHaveLength(2);
    expect(html.match(/data-point="result"/g)).toHaveLength(2);
  });

  it('Edge: stops the build when readiness is no number of months, or comes before the challenge ends', () => {
    expect(() =>
      renderToStaticMarkup(<ChallengeArt phases={phases} ready={{ label: 'Ready', value: 'Half a year' }} result={result} caption="" />),
    ).toThrow(/not a number of months/);
    expect(() =>
      renderToStaticMarkup(<ChallengeArt phases={phases} ready={{ label: 'Ready', value: '3 months' }} result={result} caption="" />),
    ).toThrow(/must come after/);
  });

  it('Plus: ranges drawn to their longest, the ongoing step open past the field; a step with no time stops the build', () => {
    const steps = [
      { title: 'Discovery', duration: '1–2 weeks' },
      { title: 'Strategy', duration: '2–3 weeks' },
      { title: 'Implementation planning', short: 'Planning', duration: '1 week' },
      { title: 'Execution and monitoring', short: 'Execution', duration: 'Ongoing' },
    ];
    const html = renderToStaticMarkup(<EngagementArt steps={steps} result={{ value: '60%', label: 'Less time to market' }} caption="" />);
    expect(html).toContain('data-legs="0-2 2-5 5-6 6-"');
    expect(html).toContain('Planning');
    expect(html).not.toContain('Implementation planning');
    expect(() =>
      renderToStaticMarkup(<EngagementArt steps={[{ title: 'Discovery', duration: 'A while' }]} result={{ value: '60%', label: 'x' }} caption="" />),
    ).toThrow(/duration in weeks/);
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
