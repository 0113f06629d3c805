import type { Accent } from '@/lib/accents';
import { ACCENT_HEX, BRAND_HEX } from '@/lib/brand';

/** A social card's size in pixels (the Open Graph picture size). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The centre of the orbits, and the scale of the hero's 480 x 400 canvas on the card. */
const ART = { cx: 925, cy: 300, scale: 1.2 } as const;
const onCard = ([x, y]: readonly [number, number]): [number, number] => [ART.cx + (x - 240) * ART.scale, ART.cy + (y - 200) * ART.scale];

/** The rising path from its second node, clear of the title. */
const CLIMB = (
  [
    [150, 286],
    [232, 304],
    [322, 214],
    [420, 96],
  ] as const
).map(onCard);

/** The dot grid, each dot fading from the orbits' centre outwards as motif.tsx's mask fades it. */
function dotGrid(): { x: number; y: number; opacity: number }[] {
  const step = 24 * ART.scale;
  const reach = 330;
  const dots = [];
  for (let x = ART.cx % step; x < CARD_SIZE.width; x += step) {
    for (let y = ART.cy % step; y < CARD_SIZE.height; y += step) {
      const distance = Math.hypot(x - ART.cx, y - ART.cy) / reach;
      const fade = distance <= 0.35 ? 1 : 1 - (distance - 0.35) / 0.65;
      if (fade > 0.02) dots.push({ x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, opacity: Math.round(280 * fade) / 1000 });
    }
  }
  return dots;
}

/** The background: navy with a glow in the accent, the dot grid, the orbits and the rising path. */
export function CardBackdrop({ accent }: { accent: Accent }) {
  const hex = ACCENT_HEX[accent];
  const s = ART.scale;
  const [sparkX, sparkY] = CLIMB.at(-1)!;
  const { width, height } = CARD_SIZE;
  return (
    <g>
      <defs>
        <linearGradient id="card-navy" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={BRAND_HEX.navy} />
          <stop offset="1" stopColor={BRAND_HEX.navyLight} />
        </linearGradient>
        <radialGradient id="card-glow" cx="0.82" cy="0.05" r="0.62">
          <stop offset="0" stopColor={hex.deep} stopOpacity="0.55" />
          <stop offset="1" stopColor={hex.deep} stopOpacity="0" />
        </radialGradient>
        <radialGradient id="card-ember" cx="0" cy="1" r="0.42">
          <stop offset="0" stopColor={BRAND_HEX.spark} stopOpacity="0.16" />
          <stop offset="1" stopColor={BRAND_HEX.spark} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={width} height={height} fill="url(#card-navy)" />
      <rect width={width} height={height} fill="url(#card-glow)" />
      <rect width={width} height={height} fill="url(#card-ember)" />
      {dotGrid().map(({ x, y, opacity }) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={1.4 * s} fill="#fff" fillOpacity={opacity} />
      ))}
      <g fill="none" stroke="#fff" strokeOpacity="0.1" strokeWidth={1.5 * s}>
        <circle cx={ART.cx} cy={ART.cy} r={96 * s} />
        <circle cx={ART.cx} cy={ART.cy} r={148 * s} />
        <circle cx={ART.cx} cy={ART.cy} r={196 * s} strokeDasharray={`${2 * s} ${8 * s}`} strokeLinecap="round" />
      </g>
      <polyline
        points={CLIMB.map((p) => p.join(',')).join(' ')}
        fill="none"
        stroke={hex.light}
        strokeWidth={3 * s}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {CLIMB.slice(0, -1).map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={6 * s} fill={BRAND_HEX.navy} stroke={hex.light} strokeWidth={3 * s} />
      ))}
      <circle cx={sparkX} cy={sparkY} r={9 * 2.2 * s} fill={BRAND_HEX.spark} fillOpacity="0.2" />
      <circle cx={sparkX} cy={sparkY} r={9 * s} fill={BRAND_HEX.spark} />
    </g>
  );
}
