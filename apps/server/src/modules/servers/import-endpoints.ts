import { randomUUID } from 'node:crypto';
import {
  type EndpointImportBody,
  type EndpointImportResult,
  maxEndpointEntries,
  maxServerEndpoints,
  endpointImportMessages as text,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { announceChange } from '../../db/watch-writes.ts';
import { badRequest, notFound, RateLimited } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { analyzeOpenApiDocument } from './analyze-openapi-document.ts';
import {
  type EndpointRow,
  insertEndpointRow,
  listEndpointRows,
  lockServerEndpoints,
  readEndpointSettings,
  updateEndpointRow,
} from './endpoint-repository.ts';
import type { StoredEndpointSettings } from './endpoint-secrets.ts';
import type { PlannedEndpoint } from './plan-openapi-endpoints.ts';
import { recordAudit } from './record-audit.ts';
import { rowsPathsOfServer } from './rows-paths-of-server.ts';
import { readServerSettings } from './server-repository.ts';
import { findServerOrFail } from './server-service.ts';
import { endpointNames, nameKey } from './unique-endpoint-name.ts';

type ImportContext = Pick<FastifyInstance, 'db' | 'store' | 'config'>;
const minute = 60_000;

const keyOf = (method: string, url: string) => `${method} ${url}`;

/** The stored params with the declared ones added: a fixed value or an admin's own param stays. */
function withDeclaredParams(stored: StoredEndpointSettings['params'], declared: string[]) {
  const missing = declared.filter((name) => !stored.some((entry) => entry.name === name));
  return [...stored, ...missing.map((name) => ({ name }))];
}

/** At most IMPORTS_PER_MINUTE imports a minute per person, on every instance together. */
async function countImport({ store, config }: ImportContext, actor: AuthContext) {
  const count = await store.hit(`openapi-imports:${actor.userId}`, minute);
  if (count > config.importsPerMinute) throw new RateLimited(text.importTooOften, minute / 1000);
}

/**
 * Imports the GET operations of an OpenAPI document as endpoints of a server (DESIGN.md §6b), in one
 * transaction. An endpoint of the server with the same method and URL is the same endpoint: it is
 * updated (name, response kind, declared params added) or left unchanged, never duplicated, and no
 * endpoint is deleted. Names stay unique on the server (endpointNames). The document is read off
 * the event loop under the import's budget (analyze-openapi-document.ts); a server holds at most
 * `maxServerEndpoints` endpoints afterwards, or nothing is imported.
 */
export async function importEndpoints(
  context: ImportContext,
  actor: AuthContext,
  serverId: string,
  body: EndpointImportBody,
): Promise<EndpointImportResult> {
  const { db } = context;
  await countImport(context, actor);
  const server = await findServerOrFail(db, actor, serverId);
  const settings = readServerSettings(server);
  const { endpoints: plan } = await analyzeOpenApiDocument(body, {
    endpoints: { serverUrl: settings.url, rowsPaths: rowsPathsOfServer(settings) },
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
    const created = [...matches.values()].filter((row) => row === undefined).length;
    if (rows.length + created > maxServerEndpoints)
      throw badRequest(`${text.importServerFull} ${rows.length + created}.`);
    const matchedIds = new Set([...matches.values()].map((row) => row?.id));
    const names = endpointNames(
      new Set(rows.filter((row) => !matchedIds.has(row.id)).map((row) => nameKey(row.name))),
    );

    const now = Date.now();
    for (const [planned, existing] of matches) {
      const name = names.claim(planned.name, existing?.name);
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
