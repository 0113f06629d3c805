import { cn } from '@/lib/cn';

const sizes = { sm: 'size-9 text-sm', md: 'size-10' } as const;

/** A step's number in a navy disc; hidden from screen readers, as the title says "Step n" itself. */
export function NumberBadge({ n, size = 'md', className }: { n: number; size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-accent-300', sizes[size], className)}
    >
      {n}
    </span>
  );
}
