import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { CLAIMS } from '../spec/claims';
import { htmlFiles, pageText, parseHtml } from './built-html';

/**
 * Diagrams and charts, read from the built HTML without a browser. Every number a drawing shows is the
 * one the content gives and the text beside it states (the YAML is read here on its own, not through
 * the site's code), and every bar, node and marker sits where its number says.
 */

type Result = { value: string; label: string };
type Step = { title: string; duration: string };
type Payback = Record<'cost' | 'firstYear' | 'breakEven' | 'return', { claim: string; label: string }>;
type Service = { metrics: { items: Result[]; payback?: Payback }; process?: { steps: Step[] } };

/** A content file, read on its own (not through the site's loaders). */
const content = <T>(file: string) => parse(readFileSync(path.join('src/content', file), 'utf8')) as T;
const built = (route: string) => path.join('dist', route === '/' ? 'index.html' : `${route}.html`);
const doc = (file: string) => parseHtml(readFileSync(file, 'utf8'));
const norm = (s: string | null | undefined) => (s ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
const text = (el: Element | null | undefined) => norm(el?.textContent);
/** A share of the width as written in SVG ("62.5%"), as a number of per cent. */
const share = (el: Element, attr: string) => {
  const value = el.getAttribute(attr) ?? '';
  expect(value, `${attr}="${value}" is a share of the width`).toMatch(/^-?[\d.]+%$/);
  return parseFloat(value);
};
const num = (el: Element, attr: string) => Number(el.getAttribute(attr));
const TOLERANCE = 0.01;

test.describe('charts show the figures the text states', () => {
  test('/ai-consulting: the five-year chart plots the very figures the metric cards print, and the cost the five-year returns article states', () => {
    const data = content<Service>('services/ai-consulting.yaml').metrics;
    const payback = data.payback!;
    const page = doc(built('/ai-consulting'));
    const chart = page.querySelector('#results [data-chart="payback"]')!;
    expect(chart).not.toBeNull();
    /** The number on the card that prints the same claim (its token) as the chart figure names. */
    const card = (key: keyof Payback) => {
      const item = data.items.find((i) => i.value === `{${payback[key].claim}}`)!;
      expect(item, `a metric card shows the chart's ${key}`).toBeDefined();
      const dl = [...page.querySelectorAll('#results dl')].find((d) => text(d.querySelector('dt')) === item.label)!;
      return Number(text(dl.querySelector('dd')).match(/[\d.]+/)![0]);
    };
    const point = (name: string) => chart.querySelector(`[data-point="${name}"]`)!;
    expect(num(point('first-year'), 'data-value')).toBe(card('firstYear'));
    expect(num(point('first-year'), 'data-month')).toBe(12);
    expect(num(point('return'), 'data-return')).toBe(card('return'));
    // The page top marks break-even; this chart marks the first year and the five-year return, its amber point.
    expect(point('break-even')).toBeNull();
    expect(point('return').getAttribute('class')).toMatch(/accent/);
    expect(point('first-year').getAttribute('class')).not.toMatch(/accent/);
    // The cost is a claim (not a card): the chart draws it, and the article that reports the measured
    // returns (October 2026) states the same figure. The December 2024 article is a record of its date.
    const cost = CLAIMS.aiConsultingCost.value;
    expect(payback.cost.claim).toBe('aiConsultingCost');
    expect(num(chart.querySelector('[data-line="cost"]')!, 'data-value')).toBe(Number(cost.match(/[\d.]+/)![0]));
    expect(pageText(built('/insights/five-years-of-ai-consulting-returns'))).toContain(`Full cost: ${cost}`);
    // The savings line reaches the cost at break-even, the month the card prints.
    const costY = num(chart.querySelector('[data-line="cost"]')!, 'y1');
    const even = [...chart.querySelectorAll('[data-line="savings"]')].find((l) => Math.abs(num(l, 'y2') - costY) < TOLERANCE)!;
    expect(even, 'a savings segment ends on the cost line').toBeDefined();
    expect(Math.abs(share(even, 'x2') - (100 * card('breakEven')) / 60)).toBeLessThan(TOLERANCE);
    // The five-year point is the cost with the return on top.
    expect(num(point('return'), 'data-value')).toBeCloseTo(Number(cost.match(/[\d.]+/)![0]) * (1 + card('return') / 100), 2);
  });
});

/** Each service page top: the claim that places its amber point along the field, and the claim its words beside the point state. */
const POINT: Record<string, { at: string; says: string }> = {
  'break-even': { at: 'breakEven', says: 'breakEven' },
  'run-cost': { at: 'payback', says: 'payback' },
  delivery: { at: 'delivery', says: 'speed' },
  'revenue-path': { at: 'period', says: 'impact' },
  shortlist: { at: 'ours', says: 'ours' },
  pipeline: { at: 'ready', says: 'ready' },
};
const DAYS_IN = { days: 1, weeks: 7, months: NaN } as Record<string, number>;

test.describe('service page tops draw their own result', () => {
  const services = readdirSync('src/content/services').map((f) => f.replace(/\.yaml$/, ''));

  for (const slug of services) {
    test(`/${slug}: the amber point stands on the field where the content's figure puts it, the figure written beside it`, () => {
      const picture = content<{ hero: { picture: Record<string, { claim: string } | string> } }>(`services/${slug}.yaml`).hero.picture;
      const kind = picture.kind as string;
      expect(Object.keys(POINT), `a page top of kind ${kind}`).toContain(kind);
      const claim = (key: string) => CLAIMS[(picture[key] as { claim: string }).claim];
      const at = claim(POINT[kind].at);
      const frames = [...doc(built(`/${slug}`)).querySelectorAll('svg[data-art]')];
      expect(frames).toHaveLength(2);
      for (const svg of frames) {
        const where = `/${slug} (${svg.getAttribute('data-frame')})`;
        const field = svg.querySelector('[data-counts]')!;
        const dots = [...field.querySelectorAll('circle')].map((c) => num(c, 'cx'));
        const cols = Number(field.querySelector('[data-field]')!.getAttribute('data-field')!.split('x')[0]);
        const perDot = (Math.max(...dots) - Math.min(...dots)) / cols;
        // The field's unit, and the claim in it: a picture counting weeks places 90 days at 90 / 7.
        const unit = field.getAttribute('data-counts')!;
        const inFieldUnits =
          unit === (at as { unit: string }).unit
            ? (at as { amount: number }).amount
            : ((at as { amount: number }).amount * DAYS_IN[(at as { unit: string }).unit]) / DAYS_IN[unit];
        expect(Number.isFinite(inFieldUnits), `${where}: ${(at as { unit: string }).unit} on a field of ${unit}`).toBe(true);
        const start = num(svg.querySelector('[data-node="start"] circle')!, 'cx');
        const point = num(svg.querySelector('[data-point="result"] circle:last-child')!, 'cx');
        expect(Math.abs(point - start - inFieldUnits * perDot), `${where}: the point ${point} from the start ${start}`).toBeLessThanOrEqual(1.5);
        const words = text(svg.querySelector('[data-result]'));
        expect(words, where).toContain(claim(POINT[kind].says).value);
      }
    });
  }
});

test.describe('diagrams draw the content of their section', () => {
  test('a process is drawn only when its timeline adds to its cards: campus hiring (steps overlap), not Plus or careers (one after another), nor Edge (its page top draws the phases on their weeks: art.spec.ts)', () => {
    const campus = content<Service>('services/campus-hiring.yaml').process!.steps;
    expect(doc(built('/campus-hiring')).querySelectorAll('[data-diagram="timeline"] [data-step]')).toHaveLength(campus.length);
    for (const route of ['/kriyon-plus', '/careers', '/kriyon-edge'])
      expect(doc(built(route)).querySelectorAll('[data-diagram]'), route).toHaveLength(0);
  });

  test("/campus-hiring: a step timed in days is written in the axis's weeks only", () => {
    const labels = [...doc(built('/campus-hiring')).querySelectorAll('[data-diagram="timeline"] [data-step] > text')].map((t) =>
      [...t.querySelectorAll('tspan')].map(text).join(' '),
    );
    expect(labels).toContain('Deployment Week 13 onwards');
    expect(labels.filter((l) => /\bDay\b/.test(l))).toEqual([]);
  });
});

test.describe('every drawing is to scale', () => {
  const pages = htmlFiles().map((file) => ({ file, page: doc(file) }));

  test('the only charts are the payback chart and the timeline that adds to its cards', () => {
    const drawn = pages.flatMap(({ file, page }) =>
      [...page.querySelectorAll('[data-diagram], [data-chart]')].map(
        (d) => `${path.basename(file)} ${d.getAttribute('data-diagram') ?? d.getAttribute('data-chart')}`,
      ),
    );
    expect(drawn.sort()).toEqual(['ai-consulting.html payback', 'campus-hiring.html timeline']);
  });

  test('a timeline bar starts and ends at its weeks on the axis, a marker stands at its week', () => {
    let seen = 0;
    for (const { file, page } of pages) {
      for (const diagram of page.querySelectorAll('[data-diagram="timeline"]')) {
        const total = num(diagram, 'data-total');
        for (const bar of diagram.querySelectorAll('rect[data-value]')) {
          expect(Math.abs(share(bar, 'width') - (100 * num(bar, 'data-value')) / total), `${file}: bar length`).toBeLessThan(TOLERANCE);
          expect(Math.abs(share(bar, 'x') - (100 * num(bar, 'data-start')) / total), `${file}: bar start`).toBeLessThan(TOLERANCE);
          seen++;
        }
        for (const marker of diagram.querySelectorAll('[data-marker]')) {
          expect(Math.abs(share(marker.querySelector('circle')!, 'cx') - (100 * num(marker, 'data-at')) / total), `${file}: marker`).toBeLessThan(
            TOLERANCE,
          );
        }
      }
    }
    // Campus hiring's four steps (the Edge phases are drawn at its page top, art.spec.ts).
    expect(seen).toBeGreaterThanOrEqual(4);
  });

  test('the payback chart puts each point at its month and height, and the cost line at the cost', () => {
    const chart = doc(built('/ai-consulting')).querySelector('[data-chart="payback"]')!;
    const points = [...chart.querySelectorAll('circle[data-point]')];
    for (const p of points) expect(Math.abs(share(p, 'cx') - (100 * num(p, 'data-month')) / 60)).toBeLessThan(TOLERANCE);
    const cost = chart.querySelector('[data-line="cost"]')!;
    // Height is linear in the amount: every (amount, y) pair, the cost line's too, lies on one line.
    const pairs = [...points.map((p) => [num(p, 'data-value'), num(p, 'cy')]), [num(cost, 'data-value'), num(cost, 'y1')]];
    const [[v0, y0], [v1, y1]] = pairs;
    const slope = (y1 - y0) / (v1 - v0);
    expect(slope).toBeLessThan(0);
    for (const [v, y] of pairs) expect(Math.abs(y - (y0 + slope * (v - v0))), `the point of ${v} is at its height`).toBeLessThan(0.01);
  });
});
