import type { Accent } from '@/lib/accents';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { ACCENT_CLASSES } from './accent-classes';
import { AccentGradient, Art, GlyphTile, IconNode, RisingPath, Spark, onOrbit, type Point } from './motif';

/**
 * One hero picture per page family, all made of the motif (motif.tsx). Each is decorative: the hero's
 * text says what the picture shows. Where a picture draws figures (a ring for a satisfaction score,
 * arcs for programme phases) they come from the page's content, passed in as props.
 */

const climb: Point[] = [
  [56, 338],
  [150, 286],
  [232, 304],
  [322, 214],
  [420, 96],
];

/** A service: its icon at the centre of the orbits, what it delivers as satellites, the rising path below. */
export function ServiceArt({ icon, satellites, accent = 'indigo' }: { icon: IconName; satellites: IconName[]; accent?: Accent }) {
  return (
    <Art id="service-art">
      <AccentGradient id="service-art-fill" accent={accent} />
      <RisingPath points={climb} accent={accent} dashed />
      {satellites.slice(0, 4).map((name, i) => (
        <IconNode key={name} at={onOrbit(148, 200 + i * 48)} icon={name} accent={accent} />
      ))}
      <GlyphTile at={[240, 200]} size={118} icon={icon} fill="url(#service-art-fill)" />
    </Art>
  );
}

/**
 * An industry: the sector's icon in its own colour, ringed by its learner satisfaction (the ring is
 * drawn to the percentage), and its four programmes as nodes sized by their hours.
 */
export function SectorArt({
  icon,
  accent,
  satisfaction,
  programmeHours,
}: {
  icon: IconName;
  accent: Accent;
  satisfaction: number;
  programmeHours: number[];
}) {
  const a = ACCENT_CLASSES[accent];
  const r = 118;
  const circumference = 2 * Math.PI * r;
  const most = Math.max(...programmeHours);
  return (
    <Art id="sector-art">
      <AccentGradient id="sector-art-fill" accent={accent} />
      <circle cx="240" cy="200" r={r} fill="none" className="stroke-white/10" strokeWidth="10" />
      <circle
        cx="240"
        cy="200"
        r={r}
        fill="none"
        className={a.stroke}
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(circumference * satisfaction) / 100} ${circumference}`}
        transform="rotate(-90 240 200)"
        data-value={satisfaction}
      />
      {programmeHours.map((hours, i) => {
        const [x, y] = onOrbit(182, -135 + i * 90);
        return (
          <circle key={i} cx={x} cy={y} r={8 + (14 * hours) / most} className={cn('fill-navy-900', a.stroke)} strokeWidth="3" data-value={hours} />
        );
      })}
      <GlyphTile at={[240, 200]} size={124} icon={icon} fill="url(#sector-art-fill)" />
      <Spark at={onOrbit(r, -90 + (360 * satisfaction) / 100)} size={7} />
    </Art>
  );
}

/** Kriyon Plus: a launch arc from idea to scale, milestones on the way, the rocket at the top. */
export function LaunchArt({ accent }: { accent: Accent }) {
  const a = ACCENT_CLASSES[accent];
  const milestones: Point[] = [
    [92, 330],
    [160, 292],
    [226, 240],
  ];
  return (
    <Art id="launch-art">
      <AccentGradient id="launch-art-fill" accent={accent} />
      <path d="M36 372 Q 300 340 420 70" fill="none" className={a.stroke} strokeWidth="3" strokeDasharray="1 10" strokeLinecap="round" />
      <path d="M36 372 Q 220 330 286 200" fill="none" className={a.stroke} strokeWidth="4" strokeLinecap="round" />
      {milestones.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="8" className={cn('fill-navy-950', a.stroke)} strokeWidth="3" />
      ))}
      <GlyphTile at={[318, 180]} size={112} icon="rocket" fill="url(#launch-art-fill)" />
      <Spark at={[420, 70]} />
    </Art>
  );
}

/** Kriyon Edge: the challenge's phases as arcs of one ring, each as long as its weeks. */
export function PhasesArt({ accent, weeks }: { accent: Accent; weeks: number[] }) {
  const a = ACCENT_CLASSES[accent];
  const r = 132;
  const total = weeks.reduce((sum, w) => sum + w, 0);
  const gap = 14;
  // Where each phase starts, in degrees from the top, clockwise.
  const starts = weeks.map((_, i) => -90 + (360 * weeks.slice(0, i).reduce((sum, w) => sum + w, 0)) / total);
  return (
    <Art id="phases-art">
      <AccentGradient id="phases-art-fill" accent={accent} />
      {weeks.map((w, i) => {
        const sweep = (360 * w) / total - gap;
        const [x1, y1] = onOrbit(r, starts[i] + gap / 2);
        const [x2, y2] = onOrbit(r, starts[i] + gap / 2 + sweep);
        return (
          <path
            key={i}
            d={`M${x1} ${y1} A${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${x2} ${y2}`}
            fill="none"
            className={cn(a.stroke, i === 1 ? 'opacity-100' : 'opacity-60')}
            strokeWidth="16"
            strokeLinecap="round"
            data-value={w}
          />
        );
      })}
      <GlyphTile at={[240, 200]} size={116} icon="graduation" fill="url(#phases-art-fill)" />
      <Spark at={onOrbit(196, -40)} />
    </Art>
  );
}

/** The AI Marketplace: a shelf of tool tiles, the featured one lit in the accent. */
export function TilesArt({ accent, icons }: { accent: Accent; icons: IconName[] }) {
  const a = ACCENT_CLASSES[accent];
  const size = 78;
  const step = 96;
  return (
    <Art id="tiles-art">
      <AccentGradient id="tiles-art-fill" accent={accent} />
      {Array.from({ length: 9 }, (_, i) => {
        const x = 240 + ((i % 3) - 1) * step;
        const y = 200 + (Math.floor(i / 3) - 1) * step;
        const icon = icons[i % icons.length];
        return i === 4 ? (
          <GlyphTile key={i} at={[x, y]} size={size + 10} icon={icon} fill="url(#tiles-art-fill)" />
        ) : (
          <g key={i}>
            <rect x={x - size / 2} y={y - size / 2} width={size} height={size} rx="20" className={cn('fill-white/[0.06]', 'stroke-white/15')} />
            <svg x={x - 16} y={y - 16} width="32" height="32" viewBox="0 0 24 24" className={a.text}>
              <Icon name={icon} />
            </svg>
          </g>
        );
      })}
      <Spark at={[372, 66]} />
    </Art>
  );
}
