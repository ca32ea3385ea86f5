import { logoutTarget } from '@portal/contracts';
import { paths } from '../config/paths';

export type TargetStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageKey = 'portal.afterLoginTarget';

/** Only same-origin absolute paths may be returned to; anything else could send the user off-site. */
export function isReturnablePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers where to come back to after signing in, unless the user is logging out. */
export function rememberAfterLoginTarget(storage: TargetStorage, path: string): void {
  if (storage.getItem(storageKey) === logoutTarget) return;
  if (!isReturnablePath(path)) return;
  storage.setItem(storageKey, path);
}

/** Marks the tab as logging out, so the page being left is not remembered as a place to return to. */
export function markLoggingOut(storage: TargetStorage): void {
  storage.setItem(storageKey, logoutTarget);
}

/**
 * Once the sign-in screen shows after a logout, the page that was left has been forgotten; a link the
 * user opens from then on is a new wish, and is remembered like any other.
 */
export function forgetLoggingOut(storage: TargetStorage): void {
  if (storage.getItem(storageKey) === logoutTarget) storage.removeItem(storageKey);
}

/** Where to go after signing in; the stored target is forgotten once read. */
export function takeAfterLoginTarget(storage: TargetStorage): string {
  const stored = storage.getItem(storageKey);
  storage.removeItem(storageKey);
  if (!stored || stored === logoutTarget || !isReturnablePath(stored)) return paths.home.getHref();
  return stored;
}

function memoryStorage(): TargetStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

let fallbackStorage: TargetStorage | undefined;

/** The tab's session storage; a sandboxed frame may refuse it, so fall back to memory. */
export function browserTargetStorage(): TargetStorage {
  try {
    const storage = window.sessionStorage;
    storage.getItem(storageKey);
    return storage;
  } catch {
    fallbackStorage ??= memoryStorage();
    return fallbackStorage;
  }
}
