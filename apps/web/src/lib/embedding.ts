import type { SessionUser } from '@portal/contracts';

/** none: a top-level window; embedded: framed and allowed; blocked: framed without permission. */
export type EmbeddingMode = 'none' | 'embedded' | 'blocked';

export function embeddingMode(inFrame: boolean, user: Pick<SessionUser, 'settings'> | null): EmbeddingMode {
  if (!inFrame) return 'none';
  if (user && user.settings.addons.embed !== 1) return 'blocked';
  return 'embedded';
}

export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse access to window.top, which itself proves we are framed.
    return true;
  }
}
