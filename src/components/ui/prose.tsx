import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Typography for Markdown rendered from the content collections. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none text-base leading-relaxed text-slate-700 prose-flow',
        '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-title [&_h2]:text-navy-900',
        '[&_h3]:mt-8 [&_h3]:text-lead [&_h3]:font-bold [&_h3]:text-navy-900',
        '[&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6',
        '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-navy-900',
        '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
        '[&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:p-2 [&_th]:text-left',
        className,
      )}
    >
      {children}
    </div>
  );
}
