import { connect, createServer, type Socket } from 'node:net';

export type TcpRelay = {
  port: number;
  /** Drops every connection and refuses new ones, as if the service behind had stopped. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP relay to a shared service (PostgreSQL): tests point a portal at the relay and cut it to see
 * the portal without its database, without stopping the service everyone else uses.
 */
export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let open = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close() {
      open = false;
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
