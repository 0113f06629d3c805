import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, notificationsReady, onNotificationsNeeded } from './notify';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.useRealTimers();
});

describe('notify', () => {
  it('asks for the notification area, then raises the toast only once the Toaster is ready', async () => {
    await import('sonner'); // loaded (mocked) before the clock stops
    vi.useFakeTimers();
    const needed = vi.fn();
    onNotificationsNeeded(needed);
    expect(needed).not.toHaveBeenCalled();

    const shown = notify('success', 'Link copied to clipboard', { description: 'https://kriyon.example/x' });
    expect(needed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast.success).not.toHaveBeenCalled();

    notificationsReady();
    await vi.advanceTimersByTimeAsync(200);
    await shown;
    expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard', { description: 'https://kriyon.example/x' });

    // Later toasts go straight through; a late listener hears at once that toasts are wanted.
    await notify('error', 'Could not copy');
    expect(toast.error).toHaveBeenCalledWith('Could not copy', undefined);
    const late = vi.fn();
    onNotificationsNeeded(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(needed).toHaveBeenCalledTimes(1);
  });
});
