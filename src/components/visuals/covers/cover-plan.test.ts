import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RAIL_COVER, coverPlan, coverShapes } from './cover-plan';

const insights = path.resolve('src/content/insights');
/** Each article's slug and impact line, read from its front matter. */
const articles = readdirSync(insights)
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const front = parse(readFileSync(path.join(insights, f), 'utf8').split(/^---$/m)[1]) as { impact: string };
    return { slug: f.replace(/\.md$/, ''), impact: front.impact };
  });

describe('cover plan: an article draws its own figure', () => {
  it('reads a figure from every article, so every card draws one', () => {
    for (const { slug, impact } of articles) expect(coverPlan(impact), `${slug}: "${impact}"`).toBeDefined();
  });

  it('reads the figure, its unit and what it is compared with', () => {
    expect(coverPlan('21 days to a shortlist, on average')).toMatchObject({
      figure: '21 days',
      kind: 'time',
      value: 21,
      tail: ' to a shortlist, on average',
    });
    expect(coverPlan('4–8 weeks to a working API layer')).toMatchObject({ figure: '4–8 weeks', kind: 'time', from: 4, value: 8 });
    expect(coverPlan('4 questions for every figure')).toMatchObject({ figure: '4 questions', kind: 'count', value: 4, step: 1 });
    // A share lower is drawn against the whole it is cut from, a share more against what it grew from.
    expect(coverPlan('55% lower hiring cost')).toMatchObject({ figure: '55%', kind: 'percent', value: 45, base: 100 });
    expect(coverPlan('260% more transactions per second')).toMatchObject({ figure: '260%', value: 360, base: 100 });
    expect(coverPlan('3.1x faster pilot to production')).toMatchObject({ figure: '3.1x', kind: 'times', value: 3.1, base: 1 });
    expect(coverPlan('312% five-year ROI, measured')).toMatchObject({ figure: '312%', value: 312, base: undefined, modelled: false });
    expect(coverPlan('Five-year ROI modelled at about 300%')).toMatchObject({
      lead: 'Five-year ROI modelled at about ',
      figure: '300%',
      modelled: true,
    });
  });

  it('draws nothing for a line with no figure it can read', () => {
    expect(coverPlan('Better hiring, sooner')).toBeUndefined();
    expect(coverPlan('1 thing to know')).toBeUndefined();
  });

  it('lays the field at a round step, 6 to 16 dots across, a little beyond the point and the compared line', () => {
    for (const impact of [...articles.map((a) => a.impact), '2 weeks to start', '95% lower error rate', '1200% more leads', '0.5x the cost']) {
      const plan = coverPlan(impact)!;
      const dots = plan.max / plan.step + 1;
      expect(dots, impact).toBeGreaterThanOrEqual(plan.kind === 'count' ? 3 : 6);
      expect(dots, impact).toBeLessThanOrEqual(16);
      expect(plan.max, impact).toBeGreaterThanOrEqual(Math.max(plan.value, plan.base ?? 0));
      if (plan.kind === 'time') expect(Number.isInteger(plan.step), impact).toBe(true);
    }
  });

  it('draws every mark inside its frame, the point on the path where the figure lands', () => {
    for (const frame of [RAIL_COVER, { ...RAIL_COVER, labels: false }]) {
      for (const { impact } of articles) {
        const plan = coverPlan(impact)!;
        const s = coverShapes(plan, frame);
        const marks = [...s.dots, ...(s.base ?? []), ...s.path];
        for (const [x, y] of marks) {
          expect(x, impact).toBeGreaterThanOrEqual(frame.node);
          expect(x, impact).toBeLessThanOrEqual(frame.w - frame.point * 2);
          expect(y, impact).toBeGreaterThanOrEqual(frame.point * 2 - 1);
          expect(y, impact).toBeLessThanOrEqual(frame.h - frame.point * 2 + 1);
        }
        expect(s.point).toEqual(s.path.at(-1));
        expect(s.dashed).toBe(plan.modelled);
      }
    }
  });

  it('gives no two articles the same drawing', () => {
    const drawings = articles.map(({ impact }) => JSON.stringify(coverShapes(coverPlan(impact)!, RAIL_COVER)));
    expect(new Set(drawings).size).toBe(articles.length);
  });
});
