import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/session.ts';
import { createLocalCopies } from '../../shared-store/local-copies.ts';
import type { Generation } from '../../shared-store/shared-store.ts';
import { loadEndpointForProxy, type ProxyTarget } from '../servers/load-endpoint-for-proxy.ts';
import { computeUserAccess } from '../views/compute-user-access.ts';
import type { PageCallRules } from '../views/read-page-call-rules.ts';

export type ProxyLookups = {
  /** The calls a plain user's page makes; undefined when the view is not one of their pages. */
  pageOf(
    auth: AuthContext,
    viewId: string,
    generation: Generation | undefined,
  ): Promise<PageCallRules | undefined>;
  /** The endpoint of the account with its server and opened credentials; not found otherwise. */
  target(accountId: string, endpointId: string, generation: Generation | undefined): Promise<ProxyTarget>;
};

const copyOptions = { maxEntries: 20_000, maxAgeMs: 60_000 };

/**
 * What a proxy call reads before it can be served from the cache, kept in memory between changes:
 * the pages each user may open with the calls each makes, and each endpoint with its server
 * (credentials opened once).
 * The copies carry the generation of the request's session read; a committed change to the
 * account's users, groups, members, views, servers or endpoints on any instance makes them stale.
 */
export function createProxyLookups(app: FastifyInstance): ProxyLookups {
  const permissions = createLocalCopies<ReadonlyMap<string, PageCallRules>>(copyOptions);
  const targets = createLocalCopies<ProxyTarget>(copyOptions);
  return {
    async pageOf(auth, viewId, generation) {
      const key = `${auth.accountId}:${auth.userId}`;
      let pages = generation === undefined ? undefined : permissions.get(key, generation);
      if (!pages) {
        pages = (await computeUserAccess(app.db, auth.accountId, auth.userId)).pages;
        if (generation !== undefined) permissions.set(key, pages, generation);
      }
      return pages.get(viewId);
    },
    async target(accountId, endpointId, generation) {
      const key = `${accountId}:${endpointId}`;
      let target = generation === undefined ? undefined : targets.get(key, generation);
      if (!target) {
        target = await loadEndpointForProxy(app, accountId, endpointId);
        if (generation !== undefined) targets.set(key, target, generation);
      }
      return target;
    },
  };
}
