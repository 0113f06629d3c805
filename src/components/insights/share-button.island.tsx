import { useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { Share2 } from 'lucide-react';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { SHARE_CONTROL_CLASSES, noSubscription, share } from './share';

export interface ShareButtonProps {
  /** Absolute URL that is shared or copied. */
  url: string;
  /** The article path: the no-JS fallback is a plain link to it. */
  path: string;
  title: string;
  label: string;
  copiedMessage: string;
  copyFailedMessage: string;
  className?: string;
}

const base = SHARE_CONTROL_CLASSES;

function ShareButtonInner(props: ShareButtonProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const content = (
    <>
      <Share2 aria-hidden="true" className="size-4" />
      {props.label}
      <span className="sr-only">: {props.title}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={props.path} className={clsx(base, props.className)}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={() => void share(props)} className={clsx(base, 'cursor-pointer', props.className)}>
      {content}
    </button>
  );
}

export const ShareButton = withErrorBoundary(ShareButtonInner);
