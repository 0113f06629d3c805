import type { IconName } from '@/components/ui/icon';

export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export interface IconCardCopy {
  icon: IconName;
  title: string;
  description: string;
}
