import { notifications, notificationsStore } from '@mantine/notifications';
import { LIMITS } from '@squadboard/domain';
import { UI } from './ui-strings.ts';

// The spec's toast rules: one toast on screen at a time, never the same one twice, gone after
// 2 s. A new, different toast takes the current one's place, so the latest outcome is what
// users see.

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

const COLOURS: Record<ToastVariant, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
};

const TOAST_ID = 'sb-toast';
let currentKey: string | null = null;
let restartNudge = 0;

function isOnScreen(): boolean {
  const state = notificationsStore.getState();
  return state.notifications.some((n) => n.id === TOAST_ID) || state.queue.some((n) => n.id === TOAST_ID);
}

export function showToast(variant: ToastVariant, message: string): void {
  const key = `${variant}:${message}`;
  const onScreen = isOnScreen();
  if (onScreen && currentKey === key) {
    return;
  }
  currentKey = key;
  // Mantine restarts the close timer only when the duration changes; alternating by 1 ms gives a
  // replaced toast its full 2 s.
  restartNudge = restartNudge === 0 ? 1 : 0;
  const data = {
    id: TOAST_ID,
    message,
    color: COLOURS[variant],
    autoClose: LIMITS.toastMs + restartNudge,
    withBorder: true,
    closeButtonProps: { 'aria-label': UI.closeNotification },
    'data-variant': variant,
  };
  // One element whose content changes: a replaced toast never lingers on screen beside the new
  // one during its exit animation.
  if (onScreen) {
    notifications.update(data);
  } else {
    notifications.show(data);
  }
}
export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
};
