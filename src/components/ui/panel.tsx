import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PanelProps = { as?: 'div' | 'section'; labelledBy?: string; className?: string; children: ReactNode };

/** The navy panel set inside a light band: one backdrop, one radius; `className` lays out what it holds. */
export function Panel({ as: Tag = 'div', labelledBy, className, children }: PanelProps) {
  return (
    <Tag aria-labelledby={labelledBy} className={cn('on-dark rounded-card hero-backdrop text-white', className)}>
      {children}
    </Tag>
  );
}
