import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { CLAIMS } from '../spec/claims';
import { site } from '../../src/lib/site';
import { htmlFiles, pageText, parseHtml } from './built-html';

/**
 * Diagrams and charts, read from the built HTML without a browser. Every number a drawing shows is the
 * one the content gives and the text beside it states (the YAML is read here on its own, not through
 * the site's code), and every bar, node and marker sits where its number says.
 */

type Compare = { before: number; after: number; unit: string; labels: { before: string; after: string } };
type Result = { value: string; label: string; description?: string; compare?: Compare };
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
const fmt = (n: number) => String(Number(n.toFixed(2)));
const amount = (n: number, unit: string) => (unit === '%' ? `${fmt(n)}%` : `${fmt(n)} ${unit}`);

test.describe('charts show the figures the text states', () => {
  const studies = readdirSync('src/content/case-studies').map((file) => ({
    slug: file.replace(/\.yaml$/, ''),
    data: content<{ results: Result[] }>(`case-studies/${file}`),
  }));

  test('/case-studies: each result with its numbers is charted with them, beside a text that states them', () => {
    const page = doc(built('/case-studies'));
    const compared = studies.flatMap(({ slug, data }) => data.results.filter((r) => r.compare).map((r) => ({ slug, result: r })));
    // All three case studies chart their results, and no chart appears without numbers in the content.
    expect(new Set(compared.map((c) => c.slug)).size).toBe(3);
    expect(page.querySelectorAll('[data-chart="before-after"]')).toHaveLength(compared.length);
    for (const { slug, result } of compared) {
      const c = result.compare!;
      const article = page.getElementById(slug)!;
      const charts = [...article.querySelectorAll('[data-chart="before-after"]')].filter((f) => norm(f.getAttribute('data-figure')) === result.label);
      expect(charts, `${slug}: one chart of "${result.label}"`).toHaveLength(1);
      const bars: Record<string, number> = Object.fromEntries(
        [...charts[0].querySelectorAll('rect[data-bar]')].map((b) => [b.getAttribute('data-bar') ?? '', num(b, 'data-value')]),
      );
      expect(bars, `${slug}: "${result.label}" draws the content's numbers`).toEqual({ before: c.before, after: c.after });
      expect(charts[0].querySelector('svg')!.getAttribute('aria-label')).toBe(
        `${c.labels.before}: ${amount(c.before, c.unit)}, ${c.labels.after}: ${amount(c.after, c.unit)}`,
      );
      // The figure the page prints beside the chart is the change, or the number after…
      const tile = [...article.querySelectorAll('li')].find((li) => text(li).includes(result.label))!;
      const shown = text(tile.querySelector('p'));
      const change = amount(Math.abs(c.before - c.after), c.unit);
      expect([change, amount(c.after, c.unit)], `${slug}: "${result.label}" shows ${shown}`).toContain(shown);
      if (c.unit === '%') expect(c.before).toBe(100);
      // …and its words state the other numbers.
      else
        for (const n of [c.before, c.after])
          expect(text(tile), `${slug}: "${result.label}" states ${n}`).toMatch(new RegExp(`(?<![\\d.])${fmt(n)} ${c.unit}`));
    }
  });

  test('/cloud-migration and /leadership-hiring chart their comparison from the figure the card shows', () => {
    for (const slug of ['cloud-migration', 'leadership-hiring']) {
      const items = content<Service>(`services/${slug}.yaml`).metrics.items;
      const item = items.find((i) => i.compare)!;
      const chart = doc(built(`/${slug}`)).querySelector(`#results [data-chart="before-after"][data-figure="${item.label}"]`)!;
      expect(chart, `${slug}: a chart of "${item.label}"`).not.toBeNull();
      const values = [...chart.querySelectorAll('rect[data-bar]')].map((b) => num(b, 'data-value'));
      expect(values).toEqual([item.compare!.before, item.compare!.after]);
      const card = [...doc(built(`/${slug}`)).querySelectorAll('#results dl')].find((dl) => text(dl.querySelector('dt')) === item.label)!;
      const shown = text(card.querySelector('dd'));
      const c = item.compare!;
      expect([amount(Math.abs(c.before - c.after), c.unit), amount(c.after, c.unit)]).toContain(shown);
    }
  });

  test('/ai-consulting: the payback chart plots the very figures the metric cards print, and the cost the ROI article states', () => {
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
    expect(num(point('break-even'), 'data-month')).toBe(card('breakEven'));
    expect(num(point('return'), 'data-return')).toBe(card('return'));
    // The cost is a claim (not a card): the chart draws it, and the article states the same figure.
    const cost = CLAIMS.aiConsultingCost.value;
    expect(payback.cost.claim).toBe('aiConsultingCost');
    expect(num(chart.querySelector('[data-line="cost"]')!, 'data-value')).toBe(Number(cost.match(/[\d.]+/)![0]));
    expect(num(point('break-even'), 'data-value')).toBe(Number(cost.match(/[\d.]+/)![0]));
    expect(pageText(built('/insights/the-real-roi-of-ai-consulting'))).toContain(`${cost} invested`);
    // The five-year point is the cost with the return on top.
    expect(num(point('return'), 'data-value')).toBeCloseTo(Number(cost.match(/[\d.]+/)![0]) * (1 + card('return') / 100), 2);
  });
});

test.describe('diagrams draw the content of their section', () => {
  const weeks = (d: string) => Number(d.match(/^(\d+) weeks?$/)![1]);

  test('/: the programme levels are bars of their weeks', () => {
    const levels = content<{ duration: string; order: number }[]>('home/programme-levels.yaml').sort((a, b) => a.order - b.order);
    const bars = [...doc(built('/')).querySelectorAll('[data-diagram="stack"] rect[data-value]')].map((r) => num(r, 'data-value'));
    expect(bars).toEqual(levels.map((l) => weeks(l.duration)));
  });

  test('/kriyon-edge: the phases follow each other for as many weeks as they last, the pitch events where they fall', () => {
    const edge = content<{ phases: { steps: Step[] }; pitch: { items: { title: string; after?: string }[] } }>('pages/edge.yaml');
    const diagram = doc(built('/kriyon-edge')).querySelector('#challenge [data-diagram="timeline"]')!;
    const lengths = edge.phases.steps.map((s) => weeks(s.duration));
    const bars = [...diagram.querySelectorAll('rect[data-value]')];
    expect(bars.map((r) => num(r, 'data-value'))).toEqual(lengths);
    expect(bars.map((r) => num(r, 'data-start'))).toEqual(lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0)));
    const ends = Object.fromEntries(
      (edge.phases.steps as { title: string }[]).map((s, i) => [s.title, lengths.slice(0, i + 1).reduce((a, b) => a + b, 0)]),
    );
    const events = edge.pitch.items.filter((e) => e.after);
    expect(events.length).toBeGreaterThan(0);
    expect([...diagram.querySelectorAll('[data-marker]')].map((m) => [m.getAttribute('data-marker'), num(m, 'data-at')])).toEqual(
      events.map((e) => [e.title, ends[e.after!]]),
    );
  });

  test('every process with timed steps has one bar per step', () => {
    const processes: [string, Step[]][] = [
      ['/campus-hiring', content<Service>('services/campus-hiring.yaml').process!.steps],
      ['/kriyon-plus', content<{ process: { steps: Step[] } }>('pages/plus.yaml').process.steps],
      ['/careers', content<{ process: { steps: Step[] } }>('pages/careers.yaml').process.steps],
    ];
    for (const [route, steps] of processes) {
      expect(doc(built(route)).querySelectorAll('[data-diagram="timeline"] [data-step]'), route).toHaveLength(steps.length);
    }
  });

  test('/about: the former name runs from the first year of the history to the rebrand, the present name on from there', () => {
    const years = content<{ timeline: { items: { year: number }[] } }>('pages/about.yaml').timeline.items.map((i) => i.year);
    const diagram = doc(built('/about')).querySelector('#journey [data-diagram="timeline"]')!;
    expect([...diagram.querySelectorAll('[data-tick]')].map((t) => num(t, 'data-tick'))).toEqual(years);
    const rows = [...diagram.querySelectorAll('[data-step]')];
    expect(rows.map((r) => text(r.querySelector('tspan')))).toEqual([site.formerName, site.name]);
    const former = rows[0].querySelector('rect[data-value]')!;
    expect([num(former, 'data-start'), num(former, 'data-value')]).toEqual([0, site.rebrandYear - years[0]]);
    expect(num(rows[1].querySelector('rect')!, 'data-start')).toBe(site.rebrandYear - years[0]);
    expect(years.at(-1)).toBe(site.rebrandYear);
  });
});

test.describe('every drawing is to scale', () => {
  const pages = htmlFiles().map((file) => ({ file, page: doc(file) }));

  test('a before-and-after bar is as long as its number, the longer filling the width', () => {
    let seen = 0;
    for (const { file, page } of pages) {
      for (const chart of page.querySelectorAll('[data-chart="before-after"]')) {
        const bars = [...chart.querySelectorAll('rect[data-bar]')];
        const most = Math.max(...bars.map((b) => num(b, 'data-value')));
        for (const bar of bars) expect(Math.abs(share(bar, 'width') - (100 * num(bar, 'data-value')) / most), `${file}: bar`).toBeLessThan(TOLERANCE);
        seen++;
      }
    }
    expect(seen).toBeGreaterThanOrEqual(8);
  });

  test('a timeline bar starts and ends at its weeks on the axis, a marker stands at its week', () => {
    let seen = 0;
    for (const { file, page } of pages) {
      for (const diagram of page.querySelectorAll('[data-diagram="timeline"], [data-diagram="stack"]')) {
        const total = num(diagram, 'data-total');
        for (const bar of diagram.querySelectorAll('rect[data-value]')) {
          expect(Math.abs(share(bar, 'width') - (100 * num(bar, 'data-value')) / total), `${file}: bar length`).toBeLessThan(TOLERANCE);
          expect(Math.abs(share(bar, 'x') - (100 * num(bar, 'data-start')) / total), `${file}: bar start`).toBeLessThan(TOLERANCE);
          seen++;
        }
        for (const marker of diagram.querySelectorAll('[data-marker]')) {
          expect(Math.abs(share(marker.querySelector('line')!, 'x1') - (100 * num(marker, 'data-at')) / total), `${file}: marker`).toBeLessThan(
            TOLERANCE,
          );
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(15);
  });

  test('the payback chart puts each point at its month and height, and the cost line at the cost', () => {
    const chart = doc(built('/ai-consulting')).querySelector('[data-chart="payback"]')!;
    const points = [...chart.querySelectorAll('[data-point]')];
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
