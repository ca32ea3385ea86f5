import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/session.ts';
import { may } from '../access/policies.ts';
import {
  listPerPersonServers,
  type PerPersonServer,
  serverIdsOfEndpoints,
} from '../servers/per-person-servers.ts';
import { computeUserAccess } from '../views/compute-user-access.ts';
import type { PageCallRules } from '../views/read-page-call-rules.ts';

const endpointsOf = (page: PageCallRules): string[] =>
  page.type === 'search' ? [page.endpoint] : [...page.datasets.values()].map((dataset) => dataset.endpoint);

/**
 * The per-person servers (DESIGN.md §6d) the person may connect to: for people who build pages every
 * such server of the account; for a plain user those their pages read, as their data calls are bound
 * to their pages (§6c).
 */
export async function connectableServers(
  app: FastifyInstance,
  auth: AuthContext,
): Promise<PerPersonServer[]> {
  const servers = await listPerPersonServers(app, auth.accountId);
  if (servers.length === 0 || may(auth, 'buildPages')) return servers;
  const { pages } = await computeUserAccess(app.db, auth.accountId, auth.userId);
  const endpoints = [...pages.values()].flatMap(endpointsOf);
  const used = await serverIdsOfEndpoints(app.db, auth.accountId, endpoints);
  return servers.filter((server) => used.has(server.id));
}
