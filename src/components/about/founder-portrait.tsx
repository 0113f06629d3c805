import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Stroke } from '@/components/visuals/motif';

/** The founder as a flat vector bust on the brand's motif; the skin and hair tones are its own, the rest the brand palette. */
export function FounderPortrait({ name, className }: { name: string; className?: string }) {
  const id = useId().replace(/[^\w-]/g, '');
  return (
    <svg viewBox="0 0 320 360" role="img" aria-label={`Illustrated portrait of ${name}`} className={className}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--color-navy-800)]" />
          <stop offset="1" className="[stop-color:var(--color-navy-950)]" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.8" cy="0.1" r="0.8">
          <stop offset="0" className="[stop-color:var(--color-indigo-500)]" stopOpacity="0.55" />
          <stop offset="1" className="[stop-color:var(--color-indigo-500)]" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-disc`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="[stop-color:var(--color-indigo-100)]" />
          <stop offset="1" className="[stop-color:var(--color-indigo-200)]" />
        </linearGradient>
        <pattern id={`${id}-dots`} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.1" className="fill-white/25" />
        </pattern>
        <radialGradient id={`${id}-fade`} cx="0.5" cy="0.35" r="0.6">
          <stop offset="0.3" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-mask`}>
          <rect width="320" height="360" fill={`url(#${id}-fade)`} />
        </mask>
        <clipPath id={`${id}-frame`}>
          <rect width="320" height="360" rx="28" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-frame)`}>
        <rect width="320" height="360" fill={`url(#${id}-bg)`} />
        <rect width="320" height="360" fill={`url(#${id}-glow)`} />
        <rect width="320" height="360" fill={`url(#${id}-dots)`} mask={`url(#${id}-mask)`} />
        {/* Orbit rings round the head, the amber spark at the end of its trail on the inner one. */}
        <g>
          <circle cx="160" cy="146" r="124" fill="none" className="stroke-white/15" strokeWidth="1.5" />
          <circle cx="160" cy="146" r="150" fill="none" className="stroke-white/10" strokeWidth="1.5" strokeDasharray="2 7" strokeLinecap="round" />
          <Stroke d="M232 60 A112 112 0 0 1 265 184" className="stroke-accent-400" width="3" />
          <circle cx="232" cy="60" r="17" className="fill-accent-400/20" />
          <circle cx="232" cy="60" r="7.5" className="fill-accent-400" />
        </g>
        <circle cx="160" cy="146" r="100" fill={`url(#${id}-disc)`} />
        <Bust />
      </g>
    </svg>
  );
}

const SKIN = 'fill-[#b57a52]';
const SKIN_SHADE = 'fill-[#965f3d]';
const HAIR = 'fill-[#1c1820]';

/** Shoulders, neck and head, front on. */
function Bust() {
  return (
    <g>
      {/* Neck, with the jaw's shadow across it. */}
      <path d="M137 180 L137 244 Q160 262 183 244 L183 180 Z" className={SKIN} />
      <path d="M137 190 Q160 228 183 190 L183 214 Q160 242 137 214 Z" className={SKIN_SHADE} />
      {/* Shirt: the open collar. */}
      <path d="M130 236 L160 330 L190 236 Z" className="fill-slate-50" />
      <path d="M143 240 L160 274 L177 240 Q160 252 143 240 Z" className={SKIN_SHADE} />
      <path d="M137 230 L122 258 L148 280 L160 270 L143 240 Z" className="fill-white" />
      <path d="M183 230 L198 258 L172 280 L160 270 L177 240 Z" className="fill-white" />
      {/* Blazer and lapels. */}
      <path d="M12 360 C 16 300 48 268 100 256 L 134 244 L 160 320 L 186 244 L 220 256 C 272 268 304 300 308 360 Z" className="fill-indigo-600" />
      <path d="M134 244 L108 280 L126 288 L114 298 L155 360 L160 320 Z" className="fill-indigo-700" />
      <path d="M186 244 L212 280 L194 288 L206 298 L165 360 L160 320 Z" className="fill-indigo-700" />
      <Stroke d="M100 256 C 58 266 32 288 22 322" className="stroke-white/20" width="2" />
      <Stroke d="M220 256 C 262 266 288 288 298 322" className="stroke-white/20" width="2" />
      {/* Ears, face and hair. */}
      <ellipse cx="117" cy="152" rx="9" ry="14" className={SKIN_SHADE} />
      <ellipse cx="203" cy="152" rx="9" ry="14" className={SKIN_SHADE} />
      <path d="M118 142 C 118 102 138 84 160 84 C 182 84 202 102 202 142 C 202 180 186 208 160 210 C 134 208 118 180 118 142 Z" className={SKIN} />
      <path
        d="M112 152 C 105 114 120 76 158 69 C 193 64 215 90 210 130 C 209 140 208 147 206 152 C 204 134 200 121 193 113 C 175 116 156 111 142 100 C 137 111 128 120 123 129 C 120 137 119 145 119 152 Z"
        className={HAIR}
      />
      <Stroke d="M150 79 C 170 72 192 80 201 98" className="stroke-white/15" width="3" />
      {/* Shade down the right cheek, and a quiet smile. */}
      <path
        d="M202 140 C 202 180 186 206 160 210 C 180 200 193 178 195 146 C 196 132 194 118 190 108 C 198 116 202 128 202 140 Z"
        className={cn(SKIN_SHADE, 'opacity-60')}
      />
      <path d="M145 186 Q160 199 175 186 Q160 193 145 186 Z" className="fill-[#7a3f2f]" />
      {/* Brows, eyes, nose and glasses. */}
      <Stroke d="M132 132 Q142 126 153 130 M167 130 Q178 126 188 132" className="stroke-[#1c1820]" width="3.4" />
      <ellipse cx="143" cy="149" rx="3.4" ry="4" className={HAIR} />
      <ellipse cx="177" cy="149" rx="3.4" ry="4" className={HAIR} />
      <Stroke d="M160 150 L155.5 168 Q160 172 165 168" className="stroke-[#965f3d]" width="2.6" join="round" />
      <g fill="none" className="stroke-navy-950" strokeWidth="2.4">
        <rect x="129" y="139" width="28" height="20" rx="7" className="fill-white/10" />
        <rect x="163" y="139" width="28" height="20" rx="7" className="fill-white/10" />
        <path d="M157 146 Q160 143 163 146 M129 146 L119 143 M191 146 L201 143" strokeLinecap="round" />
      </g>
    </g>
  );
}
