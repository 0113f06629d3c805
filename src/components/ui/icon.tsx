import { ICONS, type IconName } from '@/lib/icons';
import { cn } from '@/lib/cn';

export type { IconName };

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" className={className} />;
}

/** One icon style (docs/brand.md): a line icon in the path's indigo, no tile, one ratio of icon to its box. */
const badgeTones = {
  light: 'text-indigo-600',
  dark: 'text-indigo-300',
} as const;

const badgeSizes = {
  sm: 'size-6 [&>svg]:size-5',
  md: 'size-7 [&>svg]:size-6',
  lg: 'size-8 [&>svg]:size-7',
} as const;

/** An icon in its box: the one way the site shows an icon beside a card's or row's text. */
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
    <span className={cn('inline-flex shrink-0 items-center justify-start', badgeSizes[size], badgeTones[tone], className)}>
      <Icon name={name} />
    </span>
  );
}
