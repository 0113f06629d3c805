import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Rating, wholeStars } from './tool-card';

/** The filled stars in the rendered markup. */
const filled = (html: string) => html.match(/fill-accent-400/g)?.length ?? 0;

describe('a rating (house style: stars rounded to the nearest whole star, with the value beside them)', () => {
  it('rounds to the nearest whole star, 4.5 and up to five', () => {
    expect([4.9, 4.8, 4.7, 4.6, 4.5, 4.4, 4.0, 3.5, 3.49, 0.4].map(wholeStars)).toEqual([5, 5, 5, 5, 5, 4, 4, 4, 3, 0]);
  });

  it('never fills fewer than none or more than five', () => {
    expect(wholeStars(-1)).toBe(0);
    expect(wholeStars(5.4)).toBe(5);
  });

  it('draws five stars, the rounded number of them filled, and the value with one decimal beside them', () => {
    for (const [rating, stars] of [
      [4.9, 5],
      [4.5, 5],
      [4.4, 4],
      [3, 3],
    ] as const) {
      const html = renderToStaticMarkup(<Rating rating={rating} label={`Rated ${rating} out of 5`} />);
      expect(html.match(/<svg/g), String(rating)).toHaveLength(5);
      expect(filled(html), String(rating)).toBe(stars);
      expect(html).toContain(`>${rating.toFixed(1)}</span>`);
      expect(html).toContain(`role="img" aria-label="Rated ${rating} out of 5"`);
    }
  });
});
