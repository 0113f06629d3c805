import { ICONS, type IconName } from '@/lib/icons';
import { cn } from '@/lib/cn';

export type { IconName };

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" className={className} />;
}

/** One icon style: a rounded tile in the surface's accent (indigo on light, amber on dark), one ratio of icon to tile. */
const badgeTones = {
  light: 'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100',
  dark: 'bg-white/10 text-accent-300 ring-1 ring-white/15',
} as const;

const badgeSizes = {
  sm: 'size-10 rounded-xl [&>svg]:size-5',
  md: 'size-11 rounded-xl [&>svg]:size-5',
  lg: 'size-12 rounded-xl [&>svg]:size-6',
} as const;

/** An icon on its tinted tile: the one way the site shows an icon beside a card's or row's text. */
export function IconBadge({
  name,
  tone = 'light',
  size = 'md',
  className,
}: {
  name: IconName;
  tone?: keyof typeof badgeTones;
  size?: keyof typeof badgeSizes;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center', badgeSizes[size], badgeTones[tone], className)}>
      <Icon name={name} />
    </span>
  );
}
