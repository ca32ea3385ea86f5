import { randomUUID } from 'node:crypto';
import type { Endpoint, EndpointCreateBody, EndpointSettings, EndpointUpdateBody } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import {
  deleteEndpointRow,
  type EndpointRow,
  findEndpointRow,
  insertEndpointRow,
  listEndpointRows,
  readEndpointSettings,
  updateEndpointRow,
} from './endpoint-repository.ts';
import { recordAudit } from './record-audit.ts';
import { findServerOrFail, isUuid } from './server-service.ts';

function presentEndpoint(row: EndpointRow): Endpoint {
  return { uuid: row.id, name: row.name, serverUuid: row.server_id, settings: readEndpointSettings(row) };
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
  db: Db,
  actor: AuthContext,
  serverId: string,
  body: EndpointCreateBody,
): Promise<Endpoint> {
  await findServerOrFail(db, actor, serverId);
  const now = Date.now();
  const row: EndpointRow = {
    id: randomUUID(),
    account_id: actor.accountId,
    server_id: serverId,
    name: body.name,
    settings: JSON.stringify(body.settings satisfies EndpointSettings),
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await insertEndpointRow(trx, row);
    await recordAudit(trx, actor, 'endpoint.create', { serverId, endpointId: row.id, name: row.name });
  });
  return presentEndpoint(row);
}

export async function updateEndpoint(
  db: Db,
  actor: AuthContext,
  serverId: string,
  id: string,
  body: EndpointUpdateBody,
): Promise<Endpoint> {
  const existing = await findEndpointOrFail(db, actor, serverId, id);
  const current = readEndpointSettings(existing);
  const sent = body.settings;
  const settings: EndpointSettings = {
    url: sent.url,
    method: sent.method ?? current.method,
    response: sent.response ?? current.response,
    params: sent.params ?? current.params,
    bodyParams: sent.bodyParams ?? current.bodyParams,
    headers: sent.headers ?? current.headers,
  };
  const changes = { name: body.name, settings: JSON.stringify(settings), updated_at: Date.now() };
  await db.transaction().execute(async (trx) => {
    await updateEndpointRow(trx, actor.accountId, id, changes);
    await recordAudit(trx, actor, 'endpoint.update', { serverId, endpointId: id, name: body.name });
  });
  return presentEndpoint({ ...existing, ...changes });
}

export async function deleteEndpoint(db: Db, actor: AuthContext, serverId: string, id: string) {
  const existing = await findEndpointOrFail(db, actor, serverId, id);
  await db.transaction().execute(async (trx) => {
    if (!(await deleteEndpointRow(trx, actor.accountId, serverId, id))) throw notFound();
    await recordAudit(trx, actor, 'endpoint.delete', { serverId, endpointId: id, name: existing.name });
  });
}
