import { logoutTarget } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  forgetLoggingOut,
  isReturnablePath,
  markLoggingOut,
  rememberAfterLoginTarget,
  type TargetStorage,
  takeAfterLoginTarget,
} from './after-login-target';

function fakeStorage(): TargetStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('after-login target', () => {
  it('returns to the remembered path and query after signing in', () => {
    const storage = fakeStorage();
    rememberAfterLoginTarget(storage, '/user/search/abc?filter=x');
    expect(takeAfterLoginTarget(storage)).toBe('/user/search/abc?filter=x');
  });

  it('goes to /home when nothing was remembered', () => {
    expect(takeAfterLoginTarget(fakeStorage())).toBe('/home');
  });

  it('forgets the target once it has been used', () => {
    const storage = fakeStorage();
    rememberAfterLoginTarget(storage, '/admin');
    takeAfterLoginTarget(storage);
    expect(takeAfterLoginTarget(storage)).toBe('/home');
  });

  it('does not remember the page being left while the user logs out', () => {
    const storage = fakeStorage();
    markLoggingOut(storage);
    rememberAfterLoginTarget(storage, '/designer');
    expect(storage.getItem('portal.afterLoginTarget')).toBe(logoutTarget);
    expect(takeAfterLoginTarget(storage)).toBe('/home');
  });

  it('remembers a link opened after the sign-in screen has shown following a logout', () => {
    const storage = fakeStorage();
    markLoggingOut(storage);
    rememberAfterLoginTarget(storage, '/designer');
    forgetLoggingOut(storage);
    rememberAfterLoginTarget(storage, '/user/search/abc?search=x');
    expect(takeAfterLoginTarget(storage)).toBe('/user/search/abc?search=x');
  });

  it('leaves a remembered target alone when no logout is under way', () => {
    const storage = fakeStorage();
    rememberAfterLoginTarget(storage, '/admin');
    forgetLoggingOut(storage);
    expect(takeAfterLoginTarget(storage)).toBe('/admin');
  });

  it('goes to /home instead of a remembered address on another site', () => {
    const storage = fakeStorage();
    storage.setItem('portal.afterLoginTarget', '//evil.example/home');
    expect(takeAfterLoginTarget(storage)).toBe('/home');
  });

  it('accepts only same-origin absolute paths', () => {
    expect(isReturnablePath('/home')).toBe(true);
    expect(isReturnablePath('https://evil.example')).toBe(false);
    expect(isReturnablePath('//evil.example')).toBe(false);
    expect(isReturnablePath('/\\evil.example')).toBe(false);
  });
});
