import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { Pause, Play } from 'lucide-react';
import { withErrorBoundary } from '@/components/ui/error-boundary';

/** Spec §9: the highlighted partner (a platform we build on) changes every 3000 ms. */
export const PARTNER_INTERVAL_MS = 3000;

/** `children`: the server-rendered partner cards, elements with data-partner-index 0 … count-1. */
type Props = { count: number; pauseLabel: string; playLabel: string; children?: ReactNode };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function PartnerRotatorInner({ count, pauseLabel, playLabel, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const playing = choice ? choice === 'play' : !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), PARTNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  // The cards are static server HTML: mark the highlighted one for styles and assistive tech.
  useEffect(() => {
    for (const card of root.current?.querySelectorAll<HTMLElement>('[data-partner-index]') ?? []) {
      if (Number(card.dataset.partnerIndex) === active) card.setAttribute('aria-current', 'true');
      else card.removeAttribute('aria-current');
    }
  }, [active]);

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  return (
    <div ref={root} onFocus={() => setFocused(true)} onBlur={onBlur} onPointerEnter={() => setHovered(true)} onPointerLeave={() => setHovered(false)}>
      <div className="mb-2 flex justify-end noscript:hidden">
        <button
          type="button"
          onClick={() => setChoice(playing ? 'pause' : 'play')}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-indigo-700 hover:text-indigo-600"
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          {playing ? pauseLabel : playLabel}
        </button>
      </div>
      {children}
    </div>
  );
}

/** Pauses while hovered or focused, has a visible pause/play button (WCAG 2.2.2), and stays still under reduced motion until play is pressed. */
export const PartnerRotator = withErrorBoundary(PartnerRotatorInner);
