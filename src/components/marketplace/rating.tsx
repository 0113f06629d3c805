import { Star } from 'lucide-react';

/** The nearest whole star (4.5 and up is five), never below 0 or above 5. */
export const wholeStars = (rating: number) => Math.min(5, Math.max(0, Math.round(rating)));

export function Rating({ rating, label }: { rating: number; label: string }) {
  const full = wholeStars(rating);
  return (
    <p className="flex items-center gap-2">
      <span role="img" aria-label={label} className="flex gap-0.5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} aria-hidden="true" className={i < full ? 'size-4 fill-accent-400 text-accent-500' : 'size-4 text-slate-400'} />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-bold text-navy-900 tabular-nums">
        {rating.toFixed(1)}
      </span>
    </p>
  );
}
