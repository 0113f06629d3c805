import { Share2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SHARE_CONTROL_CLASSES, SHARE_TITLE, SHARE_URL } from './share';

/**
 * A card's Share, server HTML only: a plain link to the article (what a visitor without JavaScript
 * gets, and what shows until the list's ShareList island has hydrated), and the button that island
 * serves, shown in the link's place once it has. Both look alike, so the swap moves nothing.
 */
export function ShareControl({ url, path, title, label }: { url: string; path: string; title: string; label: string }) {
  const content = (
    <>
      <Share2 aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">: {title}</span>
    </>
  );
  return (
    <>
      <a href={path} className={cn(SHARE_CONTROL_CLASSES, 'group-data-[share-ready]/share:hidden')}>
        {content}
      </a>
      <button
        type="button"
        {...{ [SHARE_URL]: url, [SHARE_TITLE]: title }}
        className={cn(SHARE_CONTROL_CLASSES, 'hidden cursor-pointer group-data-[share-ready]/share:inline-flex')}
      >
        {content}
      </button>
    </>
  );
}
