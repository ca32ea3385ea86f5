import { notifications } from '@mantine/notifications';
import { timings } from '@portal/contracts';
import { createElement } from 'react';
import { ToastMessage } from '../components/toast-message';

export type ToastType = 'info' | 'success' | 'error';

/** A button in the toast, e.g. 'Open page' after a page was created. */
export type ToastAction = { label: string; onClick: () => void };

const colorOf: Record<ToastType, string> = { info: 'blue', success: 'green', error: 'red' };

// What each shown toast says, by id: a repeated text replaces its twin and a success clears errors.
const shown = new Map<string, { text: string; type: ToastType }>();
let sequence = 0;

// The host that draws the toasts is loaded with the first toast, not with the page (its code is not
// part of what a page downloads to show itself, DESIGN.md §9); a toast shown meanwhile waits in
// Mantine's store and appears as the host mounts.
let readyHost: () => void = () => {};

/** Tells the toasts how to load their host (the signed-in app does, app/provider). */
export function setToastHostLoader(load: () => void): void {
  readyHost = load;
}

function hideWhere(test: (toast: { text: string; type: ToastType }) => boolean): void {
  for (const [id, toast] of shown) {
    if (test(toast)) {
      shown.delete(id);
      notifications.hide(id);
    }
  }
}

const dialogIsOpen = () =>
  typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]') !== null;

/**
 * Shows an outcome that dismisses itself after 10 s (the 600 ms fade is set on the host). A success
 * answers the errors shown before it, so they go; the same text twice shows once; while a dialog is
 * open only the newest toast shows, in the lane the dialog leaves free.
 */
export function showToast(
  text: string,
  type: ToastType = 'info',
  options: { action?: ToastAction; title?: string } = {},
) {
  const { action, title } = options;
  // What the toast says, its title included: the same words twice show once.
  const said = title ? `${title}\n${text}` : text;
  if (dialogIsOpen()) hideWhere(() => true);
  else hideWhere((toast) => toast.text === said || (type === 'success' && toast.type === 'error'));
  sequence += 1;
  const id = `toast-${sequence}`;
  shown.set(id, { text: said, type });
  readyHost();
  notifications.show({
    id,
    // A lead and its reason read as two lines ('Error loading data' / 'The data server could not be reached.').
    title,
    // Under a title Mantine dims the text below AA contrast; it keeps the body's colour.
    ...(title ? { styles: { description: { color: 'var(--mantine-color-text)' } } } : {}),
    message: action
      ? createElement(ToastMessage, {
          text,
          action: {
            label: action.label,
            onClick: () => {
              hideWhere((toast) => toast.text === said);
              action.onClick();
            },
          },
        })
      : text,
    color: colorOf[type],
    autoClose: timings.toastMs,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close' },
    onClose: () => shown.delete(id),
  });
  return id;
}

/** Takes back one toast that is no longer true (e.g. a load error once the load succeeded). */
export function hideToast(id: string): void {
  shown.delete(id);
  notifications.hide(id);
}

/** Clears the error toasts a step or screen change has made stale. */
export function clearErrorToasts(): void {
  hideWhere((toast) => toast.type === 'error');
}
