import * as Lucide from 'lucide-react';
import { ICON_NAMES, type IconName } from '@/lib/icons';
import { cn } from '@/lib/cn';

/** Lucide's name for each icon whose own name in PascalCase ("map-pin": MapPin) is not Lucide's. */
const lucideNames: Partial<Record<IconName, string>> = {
  chart: 'BarChart3',
  brain: 'BrainCircuit',
  building: 'Building2',
  check: 'CheckCircle2',
  code: 'Code2',
  graduation: 'GraduationCap',
  health: 'HeartPulse',
  message: 'MessageSquare',
  shield: 'ShieldCheck',
  cart: 'ShoppingCart',
  trending: 'TrendingUp',
};

const pascalCase = (name: string) => name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());

const icons = Object.fromEntries(
  ICON_NAMES.map((name) => [name, Lucide[(lucideNames[name] ?? pascalCase(name)) as keyof typeof Lucide] as Lucide.LucideIcon]),
) as Record<IconName, Lucide.LucideIcon>;

export type { IconName };

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
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

type IconBadgeProps = { name: IconName; tone?: keyof typeof badgeTones; size?: keyof typeof badgeSizes; className?: string };

/** An icon on its tinted tile: the one way the site shows an icon beside a card's or row's text. */
export function IconBadge({ name, tone = 'light', size = 'md', className }: IconBadgeProps) {
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center', badgeSizes[size], badgeTones[tone], className)}>
      <Icon name={name} />
    </span>
  );
}
