import type { Accent } from '@/lib/accents';
import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from './accent-classes';
import { AccentGradient, Art, GlyphTile, IconNode, RisingPath, Spark, onOrbit, type Point } from './motif';

/** Hero pictures of the company pages (careers, contact, about, case studies, insights) and the home page. */

/** The home page: the rising path through the four programme levels, the brain of the brand at its heart. */
export function HomeArt() {
  const path: Point[] = [
    [40, 360],
    [128, 300],
    [206, 318],
    [300, 226],
    [372, 168],
    [446, 64],
  ];
  return (
    <Art id="home-art">
      <AccentGradient id="home-art-fill" accent="indigo" />
      <RisingPath points={path} accent="indigo" />
      <IconNode at={onOrbit(148, 205)} icon="users" accent="indigo" />
      <IconNode at={onOrbit(148, 300)} icon="code" accent="indigo" />
      <IconNode at={onOrbit(96, 20)} icon="trending" accent="indigo" />
      <GlyphTile at={[240, 196]} size={112} icon="brain" fill="url(#home-art-fill)" />
    </Art>
  );
}

/** Careers: people joined into one team, a new joiner lit as the spark. */
export function NetworkArt({ accent }: { accent: Accent }) {
  const a = ACCENT_CLASSES[accent];
  const people: Point[] = [onOrbit(96, 200), onOrbit(96, 320), onOrbit(96, 80), onOrbit(148, 150), onOrbit(148, 260), onOrbit(148, 20)];
  const links: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 0],
    [0, 3],
    [0, 4],
    [1, 4],
    [2, 5],
    [1, 5],
  ];
  return (
    <Art id="network-art">
      <AccentGradient id="network-art-fill" accent={accent} />
      <g className="stroke-white/25" strokeWidth="2">
        {links.map(([from, to]) => (
          <line key={`${from}-${to}`} x1={people[from][0]} y1={people[from][1]} x2={people[to][0]} y2={people[to][1]} />
        ))}
        {people.map(([x, y]) => (
          <line key={`c${x}-${y}`} x1={x} y1={y} x2="240" y2="200" className={a.stroke} strokeDasharray="1 7" strokeLinecap="round" />
        ))}
      </g>
      {people.map((at, i) => (
        <IconNode key={i} at={at} icon={i % 3 === 1 ? 'code' : 'users'} accent={accent} size={i < 3 ? 46 : 38} />
      ))}
      <GlyphTile at={[240, 200]} size={92} icon="briefcase" fill="url(#network-art-fill)" />
      <Spark at={onOrbit(196, -62)} />
    </Art>
  );
}

/** Contact: the Hyderabad office on a street grid, calling out. */
export function MapArt({ accent }: { accent: Accent }) {
  const a = ACCENT_CLASSES[accent];
  return (
    <Art id="map-art">
      <AccentGradient id="map-art-fill" accent={accent} />
      <g className="stroke-white/15" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M20 250 C 140 236 300 262 460 228" />
        <path d="M150 30 C 170 150 196 260 176 380" />
      </g>
      <g className="stroke-white/10" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M40 120 L 440 150" />
        <path d="M330 40 L 300 370" />
        <path d="M60 330 L 420 330" />
      </g>
      {[52, 86, 120].map((r, i) => (
        <circle key={r} cx="240" cy="204" r={r} fill="none" className={cn(a.stroke, ['opacity-70', 'opacity-40', 'opacity-20'][i])} strokeWidth="2" />
      ))}
      <GlyphTile at={[240, 190]} size={96} icon="map-pin" fill="url(#map-art-fill)" />
      <IconNode at={[392, 96]} icon="phone" accent={accent} />
      <IconNode at={[96, 312]} icon="mail" accent={accent} />
      <Spark at={[240, 262]} size={6} />
    </Art>
  );
}

/** About: the years of the company as nodes on the rising path, the latest one the spark. */
export function TimelineArt({ accent, years }: { accent: Accent; years: string[] }) {
  const a = ACCENT_CLASSES[accent];
  const step = 1 / Math.max(1, years.length - 1);
  const points: Point[] = years.map((_, i) => [60 + i * step * 360, 250 - i * step * 130]);
  return (
    <Art id="timeline-art">
      <RisingPath points={points} accent={accent} />
      {years.map((year, i) => (
        <text key={year} x={points[i][0]} y={points[i][1] + 30} textAnchor="middle" className={cn('text-[15px] font-bold', a.fill)}>
          {year}
        </text>
      ))}
    </Art>
  );
}

/** Case studies: before and after, three times, the path rising over the results. */
export function ResultsArt({ accent }: { accent: Accent }) {
  const pairs = [
    [150, 84],
    [176, 96],
    [132, 70],
  ];
  return (
    <Art id="results-art">
      <AccentGradient id="results-art-fill" accent={accent} />
      {pairs.map(([before, after], i) => {
        const x = 96 + i * 118;
        return (
          <g key={x}>
            <rect x={x} y={330 - before} width="36" height={before} rx="8" className="fill-white/15" />
            <rect x={x + 44} y={330 - after - 60 - i * 24} width="36" height={after + 60 + i * 24} rx="8" fill="url(#results-art-fill)" />
          </g>
        );
      })}
      <line x1="70" y1="332" x2="420" y2="332" className="stroke-white/25" strokeWidth="2" />
      <RisingPath
        points={[
          [80, 150],
          [200, 120],
          [318, 90],
          [424, 42],
        ]}
        accent={accent}
        dashed
      />
    </Art>
  );
}

/** Insights: a stack of articles, the top one open on a chart. */
export function PagesArt({ accent }: { accent: Accent }) {
  const a = ACCENT_CLASSES[accent];
  return (
    <Art id="pages-art">
      <AccentGradient id="pages-art-fill" accent={accent} />
      {/* Set a little low, so a phone's band (the middle of the picture) shows the open article's chart. */}
      <g transform="translate(0 30)">
        <rect x="150" y="70" width="220" height="272" rx="18" className="fill-white/[0.05] stroke-white/15" transform="rotate(8 260 206)" />
        <rect x="130" y="70" width="220" height="272" rx="18" className="fill-white/[0.07] stroke-white/20" transform="rotate(-5 240 206)" />
        <g>
          <rect x="120" y="64" width="230" height="282" rx="18" className="fill-navy-900 stroke-white/30" />
          <rect x="120" y="64" width="230" height="96" rx="18" fill="url(#pages-art-fill)" />
          <polyline
            points="144,140 190,118 232,128 280,96 326,84"
            fill="none"
            className="stroke-white"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[190, 214, 238, 262].map((y, i) => (
            <rect key={y} x="144" y={y} width={[182, 164, 176, 120][i]} height="9" rx="4.5" className="fill-white/20" />
          ))}
          <rect x="144" y="296" width="74" height="26" rx="13" className={cn(a.fill, 'opacity-80')} />
        </g>
      </g>
      <Spark at={[392, 104]} />
    </Art>
  );
}

/** The policies: a page of clauses under the shield of the brand. */
export function DocumentArt({ accent }: { accent: Accent }) {
  return (
    <Art id="document-art">
      <AccentGradient id="document-art-fill" accent={accent} />
      <g transform="rotate(-4 250 200)">
        <rect x="150" y="92" width="200" height="216" rx="18" className="fill-navy-900 stroke-white/25" />
        {[124, 152, 180, 208, 236, 264].map((y, i) => (
          <rect key={y} x="178" y={y} width={[140, 118, 132, 96, 128, 70][i]} height="9" rx="4.5" className="fill-white/20" />
        ))}
      </g>
      <GlyphTile at={[338, 238]} size={88} icon="shield" fill="url(#document-art-fill)" />
      <Spark at={[396, 112]} />
    </Art>
  );
}
