import {
  Award,
  BarChart3,
  Bot,
  BrainCircuit,
  Briefcase,
  Building2,
  Calendar,
  CalendarCheck,
  CheckCircle2,
  Clock,
  Cloud,
  Code2,
  Cpu,
  Database,
  Factory,
  FileText,
  GraduationCap,
  Handshake,
  HeartPulse,
  House,
  Landmark,
  Layers,
  LineChart,
  Lock,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Rocket,
  Search,
  Server,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Wallet,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

import type { IconName } from '@/lib/icons';
import { cn } from '@/lib/cn';

/** The drawing of each icon name in src/lib/icons.ts. */
const icons: Record<IconName, LucideIcon> = {
  award: Award,
  chart: BarChart3,
  bot: Bot,
  brain: BrainCircuit,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  check: CheckCircle2,
  clock: Clock,
  cloud: Cloud,
  code: Code2,
  cpu: Cpu,
  database: Database,
  factory: Factory,
  graduation: GraduationCap,
  handshake: Handshake,
  health: HeartPulse,
  landmark: Landmark,
  layers: Layers,
  'line-chart': LineChart,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  message: MessageSquare,
  phone: Phone,
  rocket: Rocket,
  search: Search,
  server: Server,
  shield: ShieldCheck,
  cart: ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  target: Target,
  trending: TrendingUp,
  trophy: Trophy,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
  'calendar-check': CalendarCheck,
  'file-text': FileText,
  home: House,
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
