import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

type JsonServerModule = {
  create(): { use(handler: unknown): void; listen(port: number, host: string, done: () => void): Server };
  router(db: object): unknown;
  defaults(options: { logger: boolean; noCors: boolean }): unknown;
};

/** A real json-server 0.17 on a free loopback port, serving `db` from memory. */
export async function startJsonServer(
  db: Record<string, unknown[]>,
): Promise<{ url: string; close(): Promise<void> }> {
  const jsonServer = require('json-server') as JsonServerModule;
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false, noCors: true }));
  app.use(jsonServer.router(structuredClone(db)));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
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
