import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Rating, halfStars } from './tool-card';

/** The whole stars and the half star filled in the rendered markup. */
const whole = (html: string) => html.match(/<polygon[^>]*class="fill-sky-600"(?![^>]*data-half)/g)?.length ?? 0;
const halves = (html: string) => html.match(/data-half=""/g)?.length ?? 0;

describe('a rating (docs/brand.md: drawn to the half star, with the value beside the stars)', () => {
  it('fills to the half star below, never up: 4.8 is four and a half, not five', () => {
    expect([5, 4.9, 4.8, 4.7, 4.6, 4.5, 4.4, 4.2, 4.0, 3.74, 0.2].map(halfStars)).toEqual([5, 4.5, 4.5, 4.5, 4.5, 4.5, 4, 4, 4, 3.5, 0]);
  });

  it('never fills fewer than none or more than five', () => {
    expect(halfStars(-1)).toBe(0);
    expect(halfStars(5.4)).toBe(5);
  });

  it('draws five stars, filled to the half star, named with the exact value, which stands beside them', () => {
    for (const [rating, full, half] of [
      [4.9, 4, 1],
      [4.5, 4, 1],
      [4.6, 4, 1],
      [4.2, 4, 0],
      [3, 3, 0],
    ] as const) {
      const html = renderToStaticMarkup(<Rating rating={rating} label={`Rated ${rating} out of 5`} />);
      expect(html.match(/<polygon points="10,1 /g), String(rating)).toHaveLength(5);
      expect(whole(html), `${rating}: whole stars`).toBe(full);
      expect(halves(html), `${rating}: half stars`).toBe(half);
      expect(html).toContain(`>${rating.toFixed(1)}</span>`);
      expect(html).toContain(`role="img" aria-label="Rated ${rating} out of 5"`);
      expect(html, 'no amber: it marks only a measured result').not.toMatch(/accent-|amber/);
    }
  });
});
