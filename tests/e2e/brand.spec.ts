import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { parseHtml, routeFile } from './built-html';
import { builtRoutes } from './helpers';
import { site } from '../../src/lib/site';

/**
 * The brand's rules (docs/brand.md), read from the built HTML of every route: amber marks only the measured point of a
 * picture; a page has at most one band of figure cards; the buttons that open the intake or booking form say one action
 * one way (the specification's label where it quotes one, else ours).
 */

/** Buttons the specification quotes (§2, §7), by the form they open. */
const SPEC_INTAKE_LABELS = [
  'Start AI Training',
  'Request Assessment',
  'Start Your Consultation',
  'Start AI Transformation',
  'Start Cloud Migration',
  'Modernize Your Applications',
  'Transform Your Strategy',
  'Join Our Team',
  'Subscribe to Insights',
  'Start Your Transformation',
  'Join Smart India AI Challenge',
  'Partner with Universities',
];
const SPEC_BOOKING_LABELS = ['Get Free Consultation', 'Book Now', 'Schedule Consultation'];
/** Our own label for each form, where the specification quotes none. */
const OWN = { intake: 'Start Your Consultation', booking: 'Get Free Consultation' };

const pages = builtRoutes().map((route) => ({ route, document: parseHtml(readFileSync(routeFile(route), 'utf8')) }));
const AMBER = /(?:^|:)(?:bg|text|fill|stroke|border|ring|decoration|outline)-accent-\d+/;
/** The visible label of a button: its text without the screen-reader-only note. */
const label = (a: Element) => {
  const copy = a.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only, svg')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};

for (const { route, document } of pages) {
  test(`${route}: amber only at a picture's measured point, one band of figures at most, one label per action`, () => {
    const main = document.querySelector('main')!;
    const amber = [...main.querySelectorAll('[class]')]
      .filter((el) => (el.getAttribute('class') ?? '').split(/\s+/).some((c) => AMBER.test(c)))
      .filter((el) => !el.closest('[data-point="result"]'))
      .map((el) => `<${el.localName} class="${el.getAttribute('class')?.slice(0, 80)}">`);
    expect(amber, `${route}: amber outside a picture's point`).toEqual([]);

    expect(main.querySelectorAll('[data-stat-row]').length, `${route}: bands of figure cards`).toBeLessThanOrEqual(1);

    const buttons = [...document.querySelectorAll('a.rounded-button')];
    const wrong = buttons.flatMap((a) => {
      const href = a.getAttribute('href');
      const text = label(a);
      if (href === site.intakeFormUrl) return [...SPEC_INTAKE_LABELS, OWN.intake].includes(text) ? [] : [`intake: "${text}"`];
      if (href === site.bookingUrl) return [...SPEC_BOOKING_LABELS, OWN.booking].includes(text) ? [] : [`booking: "${text}"`];
      return [];
    });
    expect(wrong, `${route}: buttons to the forms with a label of their own`).toEqual([]);
  });
}

test('no one page-top ground covers more than three quarters of the routes', () => {
  const grounds = pages.map(({ route, document }) => [route, document.querySelector('main [data-ground]')?.getAttribute('data-ground')] as const);
  expect(
    grounds.filter(([, ground]) => !ground).map(([route]) => route),
    'routes without a page top',
  ).toEqual([]);
  for (const ground of new Set(grounds.map(([, g]) => g))) {
    const share = grounds.filter(([, g]) => g === ground).length / grounds.length;
    expect(share, `${ground} page tops on ${Math.round(share * 100)}% of the routes`).toBeLessThanOrEqual(0.75);
  }
});

test('the checks find what they must', () => {
  const page = parseHtml(
    '<main><p class="text-accent-300">Eyebrow</p><svg><g data-point="result"><circle class="fill-accent-400"/></g></svg><div data-stat-row></div><div data-stat-row></div></main>',
  );
  const main = page.querySelector('main')!;
  const amber = [...main.querySelectorAll('[class]')].filter(
    (el) => (el.getAttribute('class') ?? '').split(/\s+/).some((c) => AMBER.test(c)) && !el.closest('[data-point="result"]'),
  );
  expect(amber).toHaveLength(1);
  expect(main.querySelectorAll('[data-stat-row]')).toHaveLength(2);
});
