import { cn } from '@/lib/cn';
import { coverPlan } from '@/components/visuals/covers/cover-plan';

const SIZES = { title: 'text-title', h2: 'text-h2' };

/** An impact line with its figure set in the brand face, a size above the words around it: "**21 days** to a shortlist". */
export function ImpactFigure({ impact, size = 'title', className }: { impact: string; size?: keyof typeof SIZES; className?: string }) {
  const plan = coverPlan(impact);
  return (
    <span className={cn('text-navy-900', className)}>
      {plan ? (
        <>
          {plan.lead}
          <span className={cn('figure-num leading-none whitespace-nowrap', SIZES[size])}>{plan.figure}</span>
          {plan.tail}
        </>
      ) : (
        <span className="figure-num">{impact}</span>
      )}
    </span>
  );
}
