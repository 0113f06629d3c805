import { useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { Share2 } from 'lucide-react';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { SHARE_CONTROL_CLASSES, noSubscription, share } from './share';

/** `url` is shared or copied; without JavaScript the button is a plain link to the article (`path`). */
function ShareButtonInner(
  props: Record<'url' | 'path' | 'title' | 'label' | 'copiedMessage' | 'copyFailedMessage', string> & { className?: string },
) {
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
  return hydrated ? (
    <button type="button" onClick={() => void share(props)} className={clsx(SHARE_CONTROL_CLASSES, 'cursor-pointer', props.className)}>
      {content}
    </button>
  ) : (
    <a href={props.path} className={clsx(SHARE_CONTROL_CLASSES, props.className)}>
      {content}
    </a>
  );
}

export const ShareButton = withErrorBoundary(ShareButtonInner);
