import { site } from '@/lib/site';

/** The Kriyon mark (an upward "K" spark) and wordmark; links home (marked as the page on the home page). */
export function Logo({ current }: { current?: string }) {
  return (
    <a
      href="/"
      aria-current={current === '/' ? 'page' : undefined}
      className="inline-flex shrink-0 items-center gap-2.5 rounded-md text-white no-underline"
    >
      <LogoMark className="size-9" />
      {/* From 1024 to 1279 px seven menu items and the call to action leave room for the mark alone. */}
      <span className="text-xl font-extrabold tracking-tight lg:max-xl:sr-only">{site.name}</span>
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
