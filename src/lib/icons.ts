/**
 * The icons content files may name (drawn by src/components/ui/icon.tsx). Add a name here and its
 * drawing there to make an icon available to editors.
 */
export const ICON_NAMES = [
  'award', 'chart', 'bot', 'brain', 'briefcase', 'building', 'calendar', 'check', 'clock', 'cloud', 'code', 'cpu',
  'database', 'factory', 'graduation', 'handshake', 'health', 'landmark', 'layers', 'line-chart', 'lock', 'mail',
  'map-pin', 'message', 'phone', 'rocket', 'search', 'server', 'shield', 'cart', 'smartphone', 'sparkles', 'target',
  'trending', 'trophy', 'users', 'wallet', 'workflow', 'wrench', 'zap', 'calendar-check', 'file-text', 'home',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
