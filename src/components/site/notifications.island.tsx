import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { notificationsReady, onNotificationsNeeded } from '@/lib/notify';

/** Spec §9: at most 3 visible toasts, focused with Alt+T, dismissed by a 50 px swipe (set by patches/sonner+2.0.8.patch). */
export const NOTIFICATION_SETTINGS = { visibleToasts: 3, hotkey: ['altKey', 'KeyT'] } as const;

/** sonner loads with the first toast (see lib/notify.ts), not with the page. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Mounted right after the Toaster (effects run in order): tells `notify` it can raise toasts. */
function Ready() {
  useEffect(() => notificationsReady(), []);
  return null;
}

/** The notification area, in the plain boundary: `client:afterpaint` would wait for withErrorBoundary's ready marker to come on screen. */
export function Notifications() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onNotificationsNeeded(() => setNeeded(true)), []);
  return (
    <ErrorBoundary>
      {needed ? (
        <Suspense fallback={null}>
          <Toaster
            position="bottom-center"
            visibleToasts={NOTIFICATION_SETTINGS.visibleToasts}
            hotkey={[...NOTIFICATION_SETTINGS.hotkey]}
            closeButton
            containerAriaLabel="Notifications"
          />
          <Ready />
        </Suspense>
      ) : null}
    </ErrorBoundary>
  );
}
