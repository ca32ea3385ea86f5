import { messages, timings } from '@portal/contracts';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Shown = { id: string; message: unknown; color: string; autoClose: number; onClose: () => void };

// The notifications host is the browser's part: here it records what the app asks of it.
const host = vi.hoisted(() => ({ shown: [] as Shown[], hidden: [] as string[] }));
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (toast: Shown) => host.shown.push(toast),
    hide: (id: string) => host.hidden.push(id),
  },
}));

const { clearErrorToasts, showToast } = await import('./toasts');

/** The texts still on screen: shown, and neither hidden by the app nor closed. */
const onScreen = () =>
  host.shown
    .filter((toast) => !host.hidden.includes(toast.id))
    .map((toast) => (typeof toast.message === 'string' ? toast.message : 'with action'));

describe('toasts', () => {
  beforeEach(() => {
    host.shown.length = 0;
    host.hidden.length = 0;
  });
  afterEach(() => {
    // Forget what is left so that each test starts with none.
    for (const toast of host.shown) toast.onClose();
    vi.unstubAllGlobals();
  });

  it('shows an outcome in its colour, dismissed after 10 s', () => {
    showToast(messages.errorCreatingView, 'error');
    showToast(messages.searchViewSaved, 'success');
    showToast(messages.searchNavigationLocked);
    expect(host.shown.map((toast) => [toast.color, toast.autoClose])).toEqual([
      ['red', timings.toastMs],
      ['green', timings.toastMs],
      ['blue', timings.toastMs],
    ]);
  });

  it('a success clears the errors shown before it, and leaves the other outcomes', () => {
    showToast(messages.searchNavigationLocked, 'info');
    showToast(messages.viewExists, 'error');
    showToast(messages.errorCreatingView, 'error');
    showToast(messages.viewCreated, 'success');
    expect(onScreen()).toEqual([messages.searchNavigationLocked, messages.viewCreated]);
  });

  it('an error after a success stays beside it', () => {
    showToast(messages.viewCreated, 'success');
    showToast(messages.errorCreatingView, 'error');
    expect(onScreen()).toEqual([messages.viewCreated, messages.errorCreatingView]);
  });

  it('the same text twice shows once, the newer one', () => {
    const first = showToast(messages.errorCreatingView, 'error');
    const second = showToast(messages.errorCreatingView, 'error');
    expect(host.hidden).toEqual([first]);
    expect(onScreen()).toEqual([messages.errorCreatingView]);
    expect(second).not.toBe(first);
  });

  it('clearing the errors of a step leaves its successes and notes', () => {
    showToast(messages.viewCreated, 'success');
    showToast(messages.searchNavigationLocked, 'info');
    showToast(messages.errorCreatingView, 'error');
    showToast(messages.wizardNoData, 'error');
    clearErrorToasts();
    expect(onScreen()).toEqual([messages.viewCreated, messages.searchNavigationLocked]);
  });

  it('a toast closed by its own button is not hidden again', () => {
    showToast(messages.errorCreatingView, 'error');
    host.shown[0].onClose();
    clearErrorToasts();
    expect(host.hidden).toEqual([]);
  });

  it('while a dialog is open only the newest toast shows', () => {
    showToast(messages.viewCreated, 'success');
    showToast(messages.searchNavigationLocked, 'info');
    vi.stubGlobal('document', { querySelector: (selector: string) => selector.includes('aria-modal') });
    showToast(messages.errorCreatingView, 'error');
    expect(onScreen()).toEqual([messages.errorCreatingView]);
  });

  it("an action runs and takes its toast away, e.g. 'Open page'", () => {
    const open = vi.fn();
    const id = showToast(messages.viewCreated, 'success', { action: { label: 'Open page', onClick: open } });
    const message = host.shown[0].message as ReactElement<{
      text: string;
      action: { label: string; onClick: () => void };
    }>;
    expect(message.props.text).toBe(messages.viewCreated);
    expect(message.props.action.label).toBe('Open page');
    message.props.action.onClick();
    expect(open).toHaveBeenCalledOnce();
    expect(host.hidden).toEqual([id]);
  });
});
