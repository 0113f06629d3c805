import * as Lucide from 'lucide-react';
import type { IconName } from '@/lib/icons';
import { cn } from '@/lib/cn';

/** The drawing of each icon name in src/lib/icons.ts. */
const icons: Record<IconName, Lucide.LucideIcon> = {
  award: Lucide.Award,
  chart: Lucide.BarChart3,
  bot: Lucide.Bot,
  brain: Lucide.BrainCircuit,
  briefcase: Lucide.Briefcase,
  building: Lucide.Building2,
  calendar: Lucide.Calendar,
  check: Lucide.CheckCircle2,
  clock: Lucide.Clock,
  cloud: Lucide.Cloud,
  code: Lucide.Code2,
  cpu: Lucide.Cpu,
  database: Lucide.Database,
  factory: Lucide.Factory,
  graduation: Lucide.GraduationCap,
  handshake: Lucide.Handshake,
  health: Lucide.HeartPulse,
  landmark: Lucide.Landmark,
  layers: Lucide.Layers,
  'line-chart': Lucide.LineChart,
  lock: Lucide.Lock,
  mail: Lucide.Mail,
  'map-pin': Lucide.MapPin,
  message: Lucide.MessageSquare,
  phone: Lucide.Phone,
  rocket: Lucide.Rocket,
  search: Lucide.Search,
  server: Lucide.Server,
  shield: Lucide.ShieldCheck,
  cart: Lucide.ShoppingCart,
  smartphone: Lucide.Smartphone,
  sparkles: Lucide.Sparkles,
  target: Lucide.Target,
  trending: Lucide.TrendingUp,
  trophy: Lucide.Trophy,
  users: Lucide.Users,
  wallet: Lucide.Wallet,
  workflow: Lucide.Workflow,
  wrench: Lucide.Wrench,
  zap: Lucide.Zap,
  'calendar-check': Lucide.CalendarCheck,
  'file-text': Lucide.FileText,
  home: Lucide.House,
};

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
