import type { ExternalToast } from 'sonner';

/**
 * Toasts without shipping sonner (~10 KB) with every page that might show one: the notification
 * area (components/site/notifications.island.tsx) mounts sonner's Toaster the first time an island
 * calls `notify`. Islands raise toasts through `notify`, never through sonner directly. A page whose
 * islands raise toasts sets `notifications` on BaseLayout.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let needed = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** For the notification area: calls `listener` once a toast is wanted (at once if one already was). */
export function onNotificationsNeeded(listener: Listener): () => void {
  if (needed) listener();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For the notification area: the Toaster is mounted and listening. */
export function notificationsReady() {
  markReady();
}

export async function notify(kind: 'success' | 'error' | 'info' | 'warning', message: string, options?: ExternalToast) {
  const first = !needed;
  if (first) {
    needed = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  // Give assistive technology a moment to register the new live region before it speaks.
  if (first) await new Promise((resolve) => setTimeout(resolve, 150));
  toast[kind](message, options);
}
