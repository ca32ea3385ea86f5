import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Rows = Record<string, unknown>[];
type JsonServerApp = { listen(port: number, done: () => void, host: string): Server };
type JsonServerModule = { createApp(db: { data: object; write(): Promise<void> }): JsonServerApp };

/**
 * A real json-server 1.x (installed as json-server-1) on a free loopback port, serving `db` from
 * memory: the app as its own CLI builds it, over a database that keeps its data in memory (what
 * lowdb's Memory adapter does). json-server 1.x keeps ids as strings, so they are stored as such.
 */
export async function startJsonServer1(
  db: Record<string, Rows>,
): Promise<{ url: string; close(): Promise<void> }> {
  // The package has no exports map; its app module is the documented programmatic entry of lib/.
  const { createApp } = (await import('json-server-1/lib/app.js' as string)) as JsonServerModule;
  const data = Object.fromEntries(
    Object.entries(db).map(([name, rows]) => [name, rows.map((row) => ({ ...row, id: String(row.id) }))]),
  );
  const app = createApp({ data, write: async () => {} });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening), '127.0.0.1');
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
