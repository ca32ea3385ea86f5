import type { SharedStore } from '../../shared-store/shared-store.ts';
import type { NextPage } from '../adapters/adapter-types.ts';
import { cursorKey } from '../cache/proxy-cache-key.ts';
import type { PreparedRequest } from './prepare-upstream-request.ts';
import type { ProxyCallInput } from './proxy-types.ts';

/**
 * The next-page cursors of cursor-paged lists (DESIGN.md §6a), in the shared store so that any
 * instance follows a page fetched by another, and for as long as the answers are cached.
 */
export type CursorPages = {
  /** The cursor that leads to the page starting at `offset`, if a fetched page left one. */
  find(input: ProxyCallInput, prepared: PreparedRequest, offset: number): Promise<NextPage | undefined>;
  remember(input: ProxyCallInput, prepared: PreparedRequest, offset: number, next: NextPage): Promise<void>;
};

function readNextPage(bytes: Buffer | undefined): NextPage | undefined {
  if (!bytes) return undefined;
  const value = JSON.parse(bytes.toString('utf8')) as Partial<{ token: string; url: string }>;
  if (typeof value.token === 'string') return { token: value.token };
  if (typeof value.url === 'string') return { url: value.url };
  return undefined;
}

export function createCursorPages(store: SharedStore, secret: string, ttlMs: number): CursorPages {
  return {
    async find(input, prepared, offset) {
      // A store that does not answer is a cursor not known: the walk from an earlier page takes over.
      return readNextPage(await store.get(cursorKey(secret, input, prepared, offset)).catch(() => undefined));
    },
    async remember(input, prepared, offset, next) {
      const key = cursorKey(secret, input, prepared, offset);
      // As long as the pages are cached, and never shorter: an endpoint cached briefly still pages.
      const cachedMs = (input.endpoint.settings.cacheSeconds ?? 0) * 1000;
      const lifetime = Math.max(ttlMs, cachedMs);
      await store.set(key, Buffer.from(JSON.stringify(next)), lifetime).catch(() => undefined);
    },
  };
}
