import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { SHARE_TITLE, SHARE_URL, noSubscription, share } from './share';

export interface ShareListProps {
  copiedMessage: string;
  copyFailedMessage: string;
  children?: ReactNode;
}

/**
 * One island for a whole list of cards: the cards are server HTML (its children), each with a Share
 * link that works without JavaScript and a Share button that CSS shows once this island has hydrated
 * (it marks its root `data-share-ready`, the `group/share` the controls look up to). A click on any
 * of those buttons, caught here as it bubbles, shares that card's article. Routes place it with
 * `client:afterpaint`: on a category page the list is on the first screen, and `client:visible` would
 * fetch its script before the first paint (Lighthouse counted it: LCP 2.1 x the floor page).
 */
function ShareListInner({ copiedMessage, copyFailedMessage, children }: ShareListProps) {
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
