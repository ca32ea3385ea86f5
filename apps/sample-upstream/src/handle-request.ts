import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthGate } from './auth-gate.ts';
import { answerDefaultList, BadQuery } from './default-convention.ts';
import { answerFusionItem, answerFusionList, fusionVersion } from './fusion-convention.ts';
import { BadExpression } from './fusion-q.ts';
import { type DataSet, type EntityName, entityNames, type Row } from './generate-data.ts';
import { answerTokenRequest } from './token-endpoint.ts';

export type SampleStats = { requests: number; tokenRequests: number };
type Context = { data: DataSet; gate: AuthGate; stats: SampleStats; routes: Record<string, unknown> };

/** Child lists of a record: relation name → [entity, foreign key]. */
const relations: Record<string, Record<string, [EntityName, string]>> = {
  customers: { orders: ['orders', 'customerId'], contacts: ['contacts', 'customerId'] },
  products: { orders: ['orders', 'productId'] },
};

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1024 * 1024) throw new BadQuery('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function authorized(context: Context, area: string, request: IncomingMessage, response: ServerResponse) {
  if (area === 'open') return true;
  if (area === 'basic' && context.gate.checkBasic(request)) return true;
  if (area === 'bearer' && context.gate.checkBearer(request)) return true;
  const challenge = area === 'basic' ? 'Basic realm="sample-upstream"' : 'Bearer error="invalid_token"';
  send(
    response,
    401,
    { message: area === 'basic' ? 'Invalid credentials' : 'Invalid or expired token' },
    {
      'www-authenticate': challenge,
    },
  );
  return false;
}

/** The rows a path names: a whole entity, or a record's child list (customers/7/orders). */
function rowsOf(data: DataSet, entity: EntityName, id: string | undefined, relation: string | undefined) {
  if (!relation) return data[entity];
  const link = relations[entity]?.[relation];
  if (!link || !id) return undefined;
  return data[link[0]].filter((row) => String(row[link[1]]) === id);
}

const findRow = (rows: Row[], id: string) => rows.find((row) => String(row.id) === id);

export async function handleRequest(context: Context, request: IncomingMessage, response: ServerResponse) {
  context.stats.requests += 1;
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'sample.local'}`);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  try {
    if (segments.length === 0) return send(response, 200, context.routes);
    if (url.pathname === '/health') return send(response, 200, { status: 'ok' });
    if (url.pathname === '/oauth/token' && request.method === 'POST') {
      context.stats.tokenRequests += 1;
      const answer = answerTokenRequest(context.gate, request, await readBody(request));
      return send(response, answer.status, answer.body, { 'cache-control': 'no-store' });
    }
    const [area, convention, ...rest] = segments;
    if (!['open', 'basic', 'bearer'].includes(area)) return send(response, 404, { message: 'Not found' });
    if (!authorized(context, area, request, response)) return;
    if (convention === 'fusion' && rest[0] === fusionVersion && request.method === 'GET') {
      const [, entity, id, child, relation] = rest as [string, EntityName, string?, string?, string?];
      if (!entityNames.includes(entity) || (child !== undefined && child !== 'child')) {
        return send(response, 404, 'The requested resource does not exist');
      }
      const version = Number(request.headers['rest-framework-version'] ?? '1') || 1;
      const selfUrl = `${url.origin}${url.pathname}`;
      if (id && !relation) {
        const row = findRow(context.data[entity], id);
        return row
          ? send(response, 200, answerFusionItem(row, url.searchParams, selfUrl))
          : send(response, 404, `The ${entity} item ${id} was not found`);
      }
      const rows = rowsOf(context.data, entity, id, relation);
      if (!rows) return send(response, 404, 'The requested resource does not exist');
      return send(response, 200, answerFusionList(rows, url.searchParams, version, selfUrl));
    }
    if (convention === 'api') {
      const [entity, id, relation] = rest as [EntityName, string?, string?];
      if (!entityNames.includes(entity)) return send(response, 404, { message: `No entity ${entity}` });
      if (id && !relation && request.method === 'GET') {
        const row = findRow(context.data[entity], id);
        return row ? send(response, 200, row) : send(response, 404, { message: `No ${entity} record ${id}` });
      }
      const rows = rowsOf(context.data, entity, id, relation);
      if (!rows) return send(response, 404, { message: 'Not found' });
      let source: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (request.method === 'POST') {
        const body = await readBody(request);
        source = { ...source, ...(body.trim() ? JSON.parse(body) : {}) };
      }
      return send(response, 200, answerDefaultList(rows, source));
    }
    return send(response, 404, { message: 'Not found' });
  } catch (error) {
    if (error instanceof BadQuery || error instanceof BadExpression || error instanceof SyntaxError) {
      return send(
        response,
        400,
        conventionOf(segments) === 'fusion' ? error.message : { message: error.message },
      );
    }
    return send(response, 500, { message: 'Internal error' });
  }
}

const conventionOf = (segments: string[]) => segments[1];
