import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CLAIM_LINK_NOTE, claimHref } from '@/lib/ledger';

/**
 * A figure that links to its line on the public ledger (/how-we-measure): the figure underlined with dots, a line once
 * hovered, named "312%, how we measure it" (its visible words first). Without a claim, the figure alone.
 */
export function ClaimLink({
  claim,
  value,
  dark = false,
  className,
  children,
}: {
  claim?: string;
  /** The figure as printed, for the link's name. */
  value: string;
  dark?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (!claim) return <>{children}</>;
  return (
    <a
      href={claimHref(claim)}
      data-claim={claim}
      aria-label={`${value.replace(/\s+/g, ' ')}, ${CLAIM_LINK_NOTE}`}
      className={cn(
        'underline decoration-dotted decoration-2 underline-offset-[0.18em] hover:decoration-solid',
        dark ? 'decoration-white/45 hover:decoration-white' : 'decoration-indigo-600/50 hover:decoration-indigo-600',
        className,
      )}
    >
      {children}
    </a>
  );
}
