import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { feathers, type HookContext } from '@feathersjs/feathers';
import { bodyParser, errorHandler, koa, rest } from '@feathersjs/koa';
import { MemoryService } from '@feathersjs/memory';

type Row = Record<string, unknown>;

/**
 * Query strings carry text; a Feathers app turns a number field's values into numbers before the
 * service compares them (its query schemas do this), so this app does it for the fields that hold numbers.
 */
function numbersFor(fields: Set<string>) {
  const toNumber = (value: unknown): unknown =>
    typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([operator, inner]) => [operator, toNumber(inner)]))
        : value;
  return async (context: HookContext) => {
    const query = context.params.query ?? {};
    for (const field of fields) if (field in query) query[field] = toNumber(query[field]);
  };
}

/** A real Feathers 5 app (Koa transport, memory services with pagination) on a free loopback port. */
export async function startFeathers(
  db: Record<string, Row[]>,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = koa(feathers());
  app.use(errorHandler());
  app.use(bodyParser());
  app.configure(rest());
  for (const [name, rows] of Object.entries(db)) {
    const store = Object.fromEntries(rows.map((row) => [String(row.id), structuredClone(row)]));
    app.use(name, new MemoryService({ id: 'id', store, paginate: { default: 10, max: 1000 } }));
    const numeric = new Set(Object.keys(rows[0] ?? {}).filter((field) => typeof rows[0][field] === 'number'));
    app.service(name).hooks({ before: { find: [numbersFor(numeric)] } });
  }
  const server: Server = await app.listen(0, '127.0.0.1');
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await app.teardown();
    },
  };
}
