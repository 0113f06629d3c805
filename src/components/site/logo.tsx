import { site } from '@/lib/site';
import { cn } from '@/lib/cn';

/** The Kriyon mark (an upward "K" spark) and wordmark; links home. */
export function Logo({ className }: { className?: string }) {
  return (
    <a href="/" className={cn('inline-flex items-center gap-2.5 rounded-md text-white no-underline', className)}>
      <LogoMark className="size-9" />
      <span className="text-xl font-extrabold tracking-tight">{site.name}</span>
      <span className="sr-only">, home</span>
    </a>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" fill="#4a44d6" />
      <path d="M13 10v20M13 21l11-11M17 18l9 12" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="29" cy="11" r="3" fill="#fbbf24" />
    </svg>
  );
}
