import { useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { Share2 } from 'lucide-react';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { notify } from '@/lib/notify';

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

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill px-4 text-sm font-semibold text-indigo-700 transition-colors duration-200 hover:bg-indigo-50';

/** Web Share where the browser has it; otherwise the link is copied and a toast confirms it. */
async function share({ url, title, copiedMessage, copyFailedMessage }: ShareButtonProps) {
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

// Server HTML (and hydration) render the fallback link; the client then swaps in the button.
const noSubscription = () => () => {};

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
