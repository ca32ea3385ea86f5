import { randomUUID } from 'node:crypto';
import {
  type Endpoint,
  type EndpointCreateBody,
  type EndpointUpdateBody,
  maxServerEndpoints,
  endpointImportMessages as text,
} from '@portal/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/database.ts';
import { announceChange } from '../../db/watch-writes.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import {
  countEndpointRows,
  deleteEndpointRow,
  type EndpointRow,
  findEndpointRow,
  insertEndpointRow,
  listEndpointRows,
  lockServerEndpoints,
  readEndpointSettings,
  touchEndpointRow,
  updateEndpointRow,
} from './endpoint-repository.ts';
import {
  blankSecrets,
  type EntryList,
  type StoredEndpointSettings,
  sealEntries,
} from './endpoint-secrets.ts';
import { findServerOrFail, isUuid } from './server-service.ts';

export type EndpointsContext = { db: Db; secretBox: SecretBox };

function presentEndpoint(row: EndpointRow): Endpoint {
  const settings = blankSecrets(readEndpointSettings(row));
  return { uuid: row.id, name: row.name, serverUuid: row.server_id, settings };
}

async function findEndpointOrFail(db: Db, actor: AuthContext, serverId: string, id: string) {
  const row =
    isUuid(serverId) && isUuid(id) ? await findEndpointRow(db, actor.accountId, serverId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function listEndpoints(db: Db, actor: AuthContext, serverId: string): Promise<Endpoint[]> {
  await findServerOrFail(db, actor, serverId);
  return (await listEndpointRows(db, actor.accountId, serverId)).map(presentEndpoint);
}

export async function getEndpoint(db: Db, actor: AuthContext, serverId: string, id: string) {
  return presentEndpoint(await findEndpointOrFail(db, actor, serverId, id));
}

export async function createEndpoint(
  { db, secretBox }: EndpointsContext,
  actor: AuthContext,
  serverId: string,
  body: EndpointCreateBody,
): Promise<Endpoint> {
  await findServerOrFail(db, actor, serverId);
  const now = Date.now();
  const id = randomUUID();
  const sent = body.settings;
  const settings: StoredEndpointSettings = {
    ...sent,
    params: sealEntries(secretBox, id, 'params', sent.params, []),
    bodyParams: sealEntries(secretBox, id, 'bodyParams', sent.bodyParams, []),
    headers: sealEntries(secretBox, id, 'headers', sent.headers, []),
  };
  const row: EndpointRow = {
    id,
    account_id: actor.accountId,
    server_id: serverId,
    name: body.name,
    settings: JSON.stringify(settings),
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    // Taken first, so that two additions at once cannot both find the last place free.
    if (!(await lockServerEndpoints(trx, actor.accountId, serverId))) throw notFound();
    if ((await countEndpointRows(trx, actor.accountId, serverId)) >= maxServerEndpoints)
      throw badRequest(text.serverEndpointsFull);
    await insertEndpointRow(trx, row);
    const target = { type: 'endpoint', id: row.id, name: row.name } as const;
    await recordChange(trx, actor, 'endpoint.create', target, { serverId, endpointId: row.id });
  });
  return presentEndpoint(row);
}

export async function updateEndpoint(
  { db, secretBox }: EndpointsContext,
  actor: AuthContext,
  serverId: string,
  id: string,
  body: EndpointUpdateBody,
): Promise<Endpoint> {
  const existing = await findEndpointOrFail(db, actor, serverId, id);
  const current = readEndpointSettings(existing);
  const sent = body.settings;
  const entries = (list: EntryList) => {
    const given = sent[list];
    return given ? sealEntries(secretBox, id, list, given, current[list]) : current[list];
  };
  const settings: StoredEndpointSettings = {
    url: sent.url,
    method: sent.method ?? current.method,
    response: sent.response ?? current.response,
    params: entries('params'),
    bodyParams: entries('bodyParams'),
    headers: entries('headers'),
    cacheSeconds: sent.cacheSeconds ?? current.cacheSeconds,
    // What the API's document says of the endpoint stays until the next import.
    ...(current.described ? { described: current.described } : {}),
  };
  const changes = { name: body.name, settings: JSON.stringify(settings), updated_at: Date.now() };
  await db.transaction().execute(async (trx) => {
    await updateEndpointRow(trx, actor.accountId, id, changes);
    const target = { type: 'endpoint', id, name: body.name } as const;
    await recordChange(trx, actor, 'endpoint.update', target, { serverId, endpointId: id });
  });
  return presentEndpoint({ ...existing, ...changes });
}

export async function deleteEndpoint(db: Db, actor: AuthContext, serverId: string, id: string) {
  const existing = await findEndpointOrFail(db, actor, serverId, id);
  await db.transaction().execute(async (trx) => {
    if (!(await deleteEndpointRow(trx, actor.accountId, serverId, id))) throw notFound();
    const target = { type: 'endpoint', id, name: existing.name } as const;
    await recordChange(trx, actor, 'endpoint.delete', target, { serverId, endpointId: id });
  });
}

/**
 * Forgets the endpoint's cached answers on every instance (DESIGN.md §7b): its answers are keyed by
 * the endpoint's change time, which this moves on, and every instance reloads an endpoint after
 * any announced change to its account. Entries under the old keys are never read again and lapse with their lifetime.
 */
export async function purgeEndpointCache(db: Db, actor: AuthContext, serverId: string, id: string) {
  await findEndpointOrFail(db, actor, serverId, id);
  await db.transaction().execute(async (trx) => {
    if (!(await touchEndpointRow(trx, actor.accountId, serverId, id))) throw notFound();
    // No entry: forgetting cached answers changes no setting of the endpoint.
    await announceChange(trx, actor.accountId);
  });
}
