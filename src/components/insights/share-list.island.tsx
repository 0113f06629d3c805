import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { SHARE_TITLE, SHARE_URL, noSubscription, share } from './share';

/** One island for a list of cards: `data-share-ready` lets CSS swap each Share link for its button; `client:afterpaint` (`visible` loads pre-paint). */
function ShareListInner({ copiedMessage, copyFailedMessage, children }: { copiedMessage: string; copyFailedMessage: string; children?: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const list = root.current;
    if (!list) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${SHARE_URL}]`) : null;
      if (!button || !list.contains(button)) return;
      void share({ url: button.getAttribute(SHARE_URL) ?? '', title: button.getAttribute(SHARE_TITLE) ?? '', copiedMessage, copyFailedMessage });
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [copiedMessage, copyFailedMessage]);
  return (
    <div ref={root} className="group/share" data-share-ready={ready ? '' : undefined}>
      {children}
    </div>
  );
}

export const ShareList = withErrorBoundary(ShareListInner);
