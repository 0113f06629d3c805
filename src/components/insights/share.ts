import { notify } from '@/lib/notify';

type ShareRequest = Record<'url' | 'title' | 'copiedMessage' | 'copyFailedMessage', string>;

export async function share({ url, title, copiedMessage, copyFailedMessage }: ShareRequest) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await notify('success', copiedMessage, { description: url });
  } catch {
    await notify('error', copyFailedMessage, { description: url });
  }
}

/** A quiet control, not a button: a small label with its mark, above a card's stretched link. */
export const SHARE_CONTROL_CLASSES =
  'relative z-10 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-muted transition-colors duration-200 hover:text-indigo-700';

/** The data attributes a card's Share button carries; the ShareList island reads them. */
export const SHARE_URL = 'data-share-url';
export const SHARE_TITLE = 'data-share-title';

/** Server HTML (and hydration) render the no-JS state; the client then swaps in the button. */
export const noSubscription = () => () => {};
