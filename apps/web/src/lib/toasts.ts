import { notifications } from '@mantine/notifications';
import { timings } from '@portal/contracts';

export type ToastType = 'info' | 'success' | 'error';

const colorOf: Record<ToastType, string> = { info: 'blue', success: 'green', error: 'red' };

/** Shows a toast that dismisses itself after 10 s; the fade (600 ms) is set on the Notifications host. */
export function showToast(message: string, type: ToastType = 'info'): void {
  notifications.show({ message, color: colorOf[type], autoClose: timings.toastMs, withCloseButton: true });
}
