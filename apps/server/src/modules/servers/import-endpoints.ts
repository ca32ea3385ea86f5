import { randomUUID } from 'node:crypto';
import {
  type AuthSuggestion,
  type EndpointImportBody,
  type EndpointImportResult,
  maxEndpointEntries,
  maxServerEndpoints,
  endpointImportMessages as text,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { announceChange } from '../../db/watch-writes.ts';
import { badRequest, notFound, RateLimited } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
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
import { fetchOpenApiDocument } from './fetch-openapi-document.ts';
import type { ConventionParts, OpenApiConventions } from './openapi-conventions/infer-openapi-conventions.ts';
import type { ImportPlan, PlannedEndpoint } from './plan-openapi-endpoints.ts';
import { rowsPathsOfServer } from './rows-paths-of-server.ts';
import {
  readServerSettings,
  type ServerRow,
  type StoredServerSettings,
  updateServerRow,
} from './server-repository.ts';
import { findServerOrFail } from './server-service.ts';
import { endpointNames, nameKey } from './unique-endpoint-name.ts';

type ImportContext = Pick<FastifyInstance, 'db' | 'store' | 'config' | 'secretBox' | 'proxyEngine'>;
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

type DocumentReading = { plan: ImportPlan; conventions?: OpenApiConventions; auth?: AuthSuggestion };

/**
 * The document read on the import's thread: for a server with the openapi preset, its conventions
 * first and the endpoints planned with them (DESIGN.md §7d); for any server, the sign-in it describes.
 */
async function readDocument(
  settings: StoredServerSettings,
  body: EndpointImportBody,
): Promise<DocumentReading> {
  const serverUrl = settings.url;
  if (settings.adapter === 'rest' && settings.rest?.preset === 'openapi') {
    const { openapiServer, auth } = await analyzeOpenApiDocument(body, {
      openapiServer: { serverUrl },
      auth: { serverUrl },
    });
    return { ...openapiServer, auth };
  }
  const { endpoints, auth } = await analyzeOpenApiDocument(body, {
    endpoints: { serverUrl, rowsPaths: rowsPathsOfServer(settings) },
    auth: { serverUrl },
  });
  return { plan: endpoints, auth };
}

/**
 * The conventions the document told, set on the server (each query template on its own), in the
 * import's transaction; the parts it could not tell keep what the admin gave them.
 */
async function setServerConventions(
  trx: Db,
  actor: AuthContext,
  server: ServerRow,
  set: ConventionParts,
  now: number,
) {
  const settings = readServerSettings(server);
  const rest = {
    ...settings.rest,
    ...set,
    preset: 'openapi' as const,
    query: { ...settings.rest?.query, ...set.query },
  };
  if (JSON.stringify(rest) === JSON.stringify(settings.rest)) return;
  const stored = JSON.parse(server.settings) as Record<string, unknown>;
  await updateServerRow(trx, actor.accountId, server.id, {
    name: server.name,
    name_key: server.name_key,
    settings: JSON.stringify({ ...stored, rest }),
    auth_sealed: server.auth_sealed,
    updated_at: now,
  });
  const target = { type: 'server', id: server.id, name: server.name } as const;
  await recordChange(trx, actor, 'server.update', target, {
    serverId: server.id,
    conventionsFromDocument: true,
  });
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
  const source = body.url
    ? { text: await fetchOpenApiDocument(context, actor.accountId, server, body.url) }
    : body;
  const reading = await readDocument(settings, source);
  const { plan, conventions } = reading;
  const result: EndpointImportResult = {
    created: [],
    updated: [],
    unchanged: [],
    skipped: plan.skipped,
    ...(conventions ? { conventions: { set: conventions.set, unknown: conventions.unknown } } : {}),
    ...(reading.auth ? { auth: reading.auth } : {}),
  };
  const describedOf = (planned: PlannedEndpoint) => conventions?.endpoints.get(planned.operation);

  await db.transaction().execute(async (trx) => {
    if (!(await lockServerEndpoints(trx, actor.accountId, serverId))) throw notFound();
    // The lock writes the server's row even when the import changes nothing, and that has no entry.
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
    if (conventions) await setServerConventions(trx, actor, server, conventions.set, now);
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
            ...(describedOf(planned) ? { described: describedOf(planned) } : {}),
          } satisfies StoredEndpointSettings),
          created_at: now,
          updated_at: now,
        };
        await insertEndpointRow(trx, row);
        const target = { type: 'endpoint', id: row.id, name } as const;
        await recordChange(trx, actor, 'endpoint.import', target, {
          serverId,
          endpointId: row.id,
          created: true,
        });
        result.created.push({ uuid: row.id, name });
        continue;
      }
      const stored = readEndpointSettings(existing);
      const params = withDeclaredParams(stored.params, planned.params);
      const described = describedOf(planned) ?? stored.described;
      const same =
        name === existing.name &&
        planned.response === stored.response &&
        params.length === stored.params.length &&
        JSON.stringify(described) === JSON.stringify(stored.described);
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
          ...(described ? { described } : {}),
        } satisfies StoredEndpointSettings),
        updated_at: now,
      };
      await updateEndpointRow(trx, actor.accountId, existing.id, changes);
      const target = { type: 'endpoint', id: existing.id, name } as const;
      await recordChange(trx, actor, 'endpoint.import', target, {
        serverId,
        endpointId: existing.id,
        created: false,
      });
      result.updated.push({ uuid: existing.id, name });
    }
  });
  return result;
}
