// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigatePublic, startPublicNavigation, stopPublicNavigation } from './public-navigation';

afterEach(() => {
  stopPublicNavigation();
  window.history.replaceState(null, '', '/login');
});

describe("the public pages' navigation", () => {
  it('goes to a public page in place, in the history', () => {
    const handOver = vi.fn();
    window.history.replaceState(null, '', '/login');
    startPublicNavigation(handOver);
    const length = window.history.length;
    navigatePublic('/register');
    expect(window.location.pathname).toBe('/register');
    expect(window.history.length).toBe(length + 1);
    navigatePublic('/login', { replace: true });
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(length + 1);
    expect(handOver).not.toHaveBeenCalled();
  });

  it('hands a signed-in screen over with the user and the state, leaving the address to the signed-in app', () => {
    const handOver = vi.fn();
    window.history.replaceState(null, '', '/login');
    startPublicNavigation(handOver);
    const user = { uuid: 'user-1' } as never;
    navigatePublic('/user/search/abc?page=2', { replace: true, user, state: { notice: 'broken-link' } });
    expect(handOver).toHaveBeenCalledWith({
      to: '/user/search/abc?page=2',
      user,
      state: { notice: 'broken-link' },
    });
    expect(window.location.pathname).toBe('/login');
  });

  it('treats an unknown path as public (it shows the sign-in form) and hands over on Back to a signed-in one', () => {
    const handOver = vi.fn();
    window.history.replaceState(null, '', '/home');
    startPublicNavigation(handOver);
    navigatePublic('/no/such/page');
    expect(handOver).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(handOver).toHaveBeenCalledWith({ to: '/home' });
  });

  it('leaves Back alone once the signed-in app has the page again', () => {
    const handOver = vi.fn();
    startPublicNavigation(handOver);
    stopPublicNavigation();
    window.history.replaceState(null, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(handOver).not.toHaveBeenCalled();
  });
});
