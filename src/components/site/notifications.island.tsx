import { Toaster } from 'sonner';
import { ErrorBoundary } from '@/components/ui/error-boundary';

/** Spec §9: at most 3 visible toasts, focused with Alt+T. */
export const NOTIFICATION_SETTINGS = { visibleToasts: 3, hotkey: ['altKey', 'KeyT'] } as const;

/** The site's single notification area. Islands raise toasts with `toast()` from sonner. */
export function Notifications() {
  return (
    <ErrorBoundary>
      <Toaster
        position="bottom-center"
        visibleToasts={NOTIFICATION_SETTINGS.visibleToasts}
        hotkey={[...NOTIFICATION_SETTINGS.hotkey]}
        closeButton
        containerAriaLabel="Notifications"
      />
    </ErrorBoundary>
  );
}
