import { randomUUID } from 'node:crypto';
import {
  type EndpointImportBody,
  type EndpointImportResult,
  maxEndpointEntries,
  endpointImportMessages as text,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { announceChange } from '../../db/watch-writes.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import {
  type EndpointRow,
  insertEndpointRow,
  listEndpointRows,
  lockServerEndpoints,
  readEndpointSettings,
  updateEndpointRow,
} from './endpoint-repository.ts';
import type { StoredEndpointSettings } from './endpoint-secrets.ts';
import { type PlannedEndpoint, planOpenApiEndpoints } from './plan-openapi-endpoints.ts';
import { readOpenApiDocument } from './read-openapi-document.ts';
import { recordAudit } from './record-audit.ts';
import { rowsPathsOfServer } from './rows-paths-of-server.ts';
import { readServerSettings } from './server-repository.ts';
import { findServerOrFail } from './server-service.ts';
import { uniqueEndpointName } from './unique-endpoint-name.ts';

const keyOf = (method: string, url: string) => `${method} ${url}`;

/** The stored params with the declared ones added: a fixed value or an admin's own param stays. */
function withDeclaredParams(stored: StoredEndpointSettings['params'], declared: string[]) {
  const missing = declared.filter((name) => !stored.some((entry) => entry.name === name));
  return [...stored, ...missing.map((name) => ({ name }))];
}

/**
 * Imports the GET operations of an OpenAPI document as endpoints of a server (DESIGN.md §6b), in one
 * transaction. An endpoint of the server with the same method and URL is the same endpoint: it is
 * updated (name, response kind, declared params added) or left unchanged, never duplicated, and no
 * endpoint is deleted. Names stay unique on the server (uniqueEndpointName).
 */
export async function importEndpoints(
  db: Db,
  actor: AuthContext,
  serverId: string,
  body: EndpointImportBody,
): Promise<EndpointImportResult> {
  const server = await findServerOrFail(db, actor, serverId);
  const document = await readOpenApiDocument(body);
  const settings = readServerSettings(server);
  const plan = planOpenApiEndpoints(document, {
    serverUrl: settings.url,
    rowsPaths: rowsPathsOfServer(settings),
  });
  const result: EndpointImportResult = { created: [], updated: [], unchanged: [], skipped: plan.skipped };

  await db.transaction().execute(async (trx) => {
    if (!(await lockServerEndpoints(trx, actor.accountId, serverId))) throw notFound();
    await announceChange(trx, actor.accountId);
    const rows = await listEndpointRows(trx, actor.accountId, serverId);
    const byRequest = new Map<string, EndpointRow>();
    for (const row of rows) {
      const stored = readEndpointSettings(row);
      const key = keyOf(stored.method, stored.url);
      if (!byRequest.has(key)) byRequest.set(key, row);
    }
    const matches = new Map<PlannedEndpoint, EndpointRow | undefined>();
    const claimed = new Set<string>();
    for (const planned of plan.endpoints) {
      const key = keyOf('GET', planned.url);
      if (claimed.has(key)) {
        result.skipped.push({
          operation: planned.operation,
          reason: `${text.importSkipSameUrl} ${planned.url}`,
        });
        continue;
      }
      claimed.add(key);
      const existing = byRequest.get(key);
      if (
        existing &&
        withDeclaredParams(readEndpointSettings(existing).params, planned.params).length > maxEndpointEntries
      ) {
        result.skipped.push({
          operation: planned.operation,
          reason: `${text.importSkipInvalid} ${text.importTooManyParams}`,
        });
        continue;
      }
      matches.set(planned, existing);
    }
    const matchedIds = new Set([...matches.values()].map((row) => row?.id));
    const taken = new Set(
      rows.filter((row) => !matchedIds.has(row.id)).map((row) => row.name.trim().toLowerCase()),
    );

    const now = Date.now();
    for (const [planned, existing] of matches) {
      const name = uniqueEndpointName(planned.name, taken, existing?.name);
      if (!existing) {
        const row: EndpointRow = {
          id: randomUUID(),
          account_id: actor.accountId,
          server_id: serverId,
          name,
          settings: JSON.stringify({
            url: planned.url,
            method: 'GET',
            response: planned.response,
            params: planned.params.map((param) => ({ name: param })),
            bodyParams: [],
            headers: [],
          } satisfies StoredEndpointSettings),
          created_at: now,
          updated_at: now,
        };
        await insertEndpointRow(trx, row);
        await recordAudit(trx, actor, 'endpoint.import', {
          serverId,
          endpointId: row.id,
          name,
          created: true,
        });
        result.created.push({ uuid: row.id, name });
        continue;
      }
      const stored = readEndpointSettings(existing);
      const params = withDeclaredParams(stored.params, planned.params);
      const same =
        name === existing.name &&
        planned.response === stored.response &&
        params.length === stored.params.length;
      if (same) {
        result.unchanged.push({ uuid: existing.id, name });
        continue;
      }
      const changes = {
        name,
        settings: JSON.stringify({
          ...stored,
          response: planned.response,
          params,
        } satisfies StoredEndpointSettings),
        updated_at: now,
      };
      await updateEndpointRow(trx, actor.accountId, existing.id, changes);
      await recordAudit(trx, actor, 'endpoint.import', {
        serverId,
        endpointId: existing.id,
        name,
        created: false,
      });
      result.updated.push({ uuid: existing.id, name });
    }
  });
  return result;
}
