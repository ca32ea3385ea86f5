import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './portal-process.ts';

export type PrivateRedis = {
  url: string;
  /** Stops the server (SIGKILL: nothing kept, as a crash or a restart without persistence). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** A client of its own, for the test to look at or change keys. */
  client(): Redis;
  /** Disconnects the test's clients and stops the server for good. */
  close(): Promise<void>;
};

/**
 * A redis-server of the test's own on a free loopback port, without persistence, that the test may
 * stop and start: the machine's shared Redis is never touched.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const clients: Redis[] = [];
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => {});
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        if (Date.now() > deadline) throw new Error('redis-server did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    client() {
      const client = new Redis(port, '127.0.0.1');
      client.on('error', () => {});
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.disconnect();
      await kill();
    },
  };
}
