import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

export type FakeUpstream = {
  /** http://127.0.0.1:port — no trailing slash. */
  url: string;
  port: number;
  requests: SeenRequest[];
  /** TCP connections accepted so far. */
  connections: number;
  close(): Promise<void>;
};

type Handler = (request: SeenRequest, response: ServerResponse) => unknown;

/** A loopback HTTP server that records what reaches it and answers through `handler`. */
export async function startFakeUpstream(handler: Handler): Promise<FakeUpstream> {
  const requests: SeenRequest[] = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const seen = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(seen);
    try {
      await handler(seen, response);
    } catch {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  const fake = { url: '', port: 0, requests, connections: 0, close: async () => {} };
  server.on('connection', () => {
    fake.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(text);
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
