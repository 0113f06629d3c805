import { FAMILY_ACCENT } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { AccentGradient, inlineKit, type Point } from '../motif';
import { THEME_ACCENT, coverOf, hashOf, randomFrom } from './cover-plan';
import { COVER } from './scene-kit';
import { ClimbScene, ModulesScene, ReturnsScene, TrainingScene } from './scenes-growth';
import { ModernisationScene, OpenCoreScene, TalentScene, TeamScene } from './scenes-build';

/** Each topic's scene, a drawing per arrangement (VARIANTS counts them). */
export const SCENES = { training: [TrainingScene, ModulesScene], returns: [ReturnsScene, ClimbScene, ClimbScene], modernisation: [ModernisationScene, OpenCoreScene], talent: [TalentScene, TeamScene] }; // prettier-ignore

/** An article's decorative cover, cropped to its box (a 16:9 card and a 3:1 banner draw one picture, no layout shift); inline SVG, never the LCP element. */
export function InsightCover({ className, ...article }: { slug: string; category: string; title: string; cover?: number; className?: string }) {
  const [{ slug }, { theme, variant }] = [article, coverOf(article)];
  const random = randomFrom(hashOf(slug));
  const id = `cover-${slug}`;
  const Scene = SCENES[theme][variant];
  const focus: Point = [random.int(300, 660), random.int(150, 250)];
  const glowLeft = random.next() < 0.5;
  return (
    <svg
      viewBox={`0 0 ${COVER.width} ${COVER.height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-cover={slug}
      data-cover-theme={theme}
      className={cn('block size-full', className)}
    >
      <Backdrop id={id} focus={focus} glowLeft={glowLeft} />
      <defs>
        <AccentGradient id={`${id}-fill`} accent={FAMILY_ACCENT.insights} />
      </defs>
      <Scene {...{ random, variant }} kit={inlineKit(`url(#${id}-fill)`, FAMILY_ACCENT.insights)} secondKit={inlineKit('', THEME_ACCENT[theme])} />
    </svg>
  );
}

/** Navy with the brand's indigo glow in a top corner and a dot grid fading out from the focus. */
function Backdrop({ id, focus: [x, y], glowLeft }: { id: string; focus: Point; glowLeft: boolean }) {
  const [glowX, warmX] = glowLeft ? [0, COVER.width] : [COVER.width, 0];
  return (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1={glowLeft ? 1 : 0} y1="0" x2={glowLeft ? 0 : 1} y2="1">
          <stop offset="0" className="[stop-color:var(--color-navy-800)]" />
          <stop offset="1" className="[stop-color:var(--color-navy-950)]" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} gradientUnits="userSpaceOnUse" cx={glowX} cy="0" r="620">
          <stop offset="0" className="[stop-color:var(--color-indigo-500)]" stopOpacity="0.45" />
          <stop offset="1" className="[stop-color:var(--color-indigo-500)]" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-warm`} gradientUnits="userSpaceOnUse" cx={warmX} cy={COVER.height} r="420">
          <stop offset="0" className="[stop-color:var(--color-orange-500)]" stopOpacity="0.2" />
          <stop offset="1" className="[stop-color:var(--color-orange-500)]" stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}-dots`} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" className="fill-white/25" />
        </pattern>
        <radialGradient id={`${id}-fade`} gradientUnits="userSpaceOnUse" cx={x} cy={y} r="420">
          <stop offset="0.2" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-mask`}>
          <rect width={COVER.width} height={COVER.height} fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      {/* The backdrop fills whatever box the cover gets: its edges are meant to be cut. */}
      <g data-bleed="">
        {['bg', 'glow', 'warm', 'dots'].map((fill) => (
          <rect
            key={fill}
            width={COVER.width}
            height={COVER.height}
            fill={`url(#${id}-${fill})`}
            mask={fill === 'dots' ? `url(#${id}-mask)` : undefined}
          />
        ))}
      </g>
    </>
  );
}
