import { useId } from 'react';

/** Initials of a name: "Arjun Kondapalli" → "AK". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A drawn monogram portrait: no photograph, made from the founder's initials. */
export function FounderPortrait({ name, className }: { name: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 320 360" role="img" aria-label={`Monogram portrait of ${name}`} className={className}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13214d" />
          <stop offset="1" stopColor="#060d24" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.75" cy="0.15" r="0.8">
          <stop offset="0" stopColor="#6863ee" stopOpacity="0.6" />
          <stop offset="1" stopColor="#6863ee" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="360" rx="28" fill={`url(#${id}-bg)`} />
      <rect width="320" height="360" rx="28" fill={`url(#${id}-glow)`} />
      <circle cx="160" cy="150" r="104" fill="none" stroke="#6863ee" strokeOpacity="0.45" strokeWidth="2" />
      <circle cx="160" cy="150" r="86" fill="#1d2f66" />
      <circle cx="160" cy="150" r="86" fill="none" stroke="#fcd34d" strokeWidth="3" strokeDasharray="380 160" strokeLinecap="round" />
      <text x="160" y="150" textAnchor="middle" dominantBaseline="central" fill="#ffffff" fontSize="72" fontWeight="800" letterSpacing="2">
        {initials(name)}
      </text>
      <path d="M70 360c6-58 44-92 90-92s84 34 90 92" fill="#4a44d6" fillOpacity="0.55" />
      <circle cx="262" cy="58" r="9" fill="#fbbf24" />
    </svg>
  );
}
