import type { ExternalToast } from 'sonner';

/** Toasts without shipping sonner (~10 KB) on every page: the notification area mounts its Toaster on the first `notify`. */

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
