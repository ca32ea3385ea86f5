import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type LevelAware, lazyRequestLogger } from './lazy-request-logger.ts';

/** An app logging JSON lines at `level` into a list, counting the request loggers it makes. */
function loggingApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (text: string) => lines.push(JSON.parse(text)) };
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLogger });
  const made = { children: 0 };
  // Pino's loggers inherit their methods from the logger they were made from: counted as such.
  const child = app.log.child;
  app.log.child = function countedChild(this: FastifyBaseLogger, bindings, options) {
    made.children += 1;
    return child.call(this, bindings, options);
  };
  return { app, lines, made };
}

describe("a request's logger", () => {
  it('is made only when the request writes a line', async () => {
    const { app, lines, made } = loggingApp('warn');
    app.get('/quiet', async () => 'ok');
    app.get('/loud', async (request) => {
      request.log.warn({ detail: 1 }, 'a warning');
      return 'ok';
    });
    await app.inject({ url: '/quiet' });
    expect(made.children).toBe(0);
    await app.inject({ url: '/loud' });
    expect(made.children).toBe(1);
    const warning = lines.find((line) => line.msg === 'a warning');
    expect(warning).toMatchObject({ level: 40, detail: 1, reqId: expect.any(String) });
    await app.close();
  });

  it('makes nothing for a line below the level, and writes the lines at it', async () => {
    const { app, lines, made } = loggingApp('warn');
    app.get('/', async (request) => {
      request.log.debug('hidden');
      request.log.info('hidden too');
      expect((request.log as LevelAware).isLevelEnabled?.('debug')).toBe(false);
      expect(request.log.level).toBe('warn');
      return 'ok';
    });
    await app.inject({ url: '/' });
    expect(made.children).toBe(0);
    expect(lines.filter((line) => String(line.msg).startsWith('hidden'))).toEqual([]);
    await app.close();
  });

  it("follows a route's own level", async () => {
    const { app, lines } = loggingApp('warn');
    app.get('/chatty', { logLevel: 'debug' }, async (request) => {
      request.log.debug('shown');
      return 'ok';
    });
    await app.inject({ url: '/chatty' });
    expect(lines.find((line) => line.msg === 'shown')).toMatchObject({
      level: 20,
      reqId: expect.any(String),
    });
    await app.close();
  });

  it("carries the request's id to the loggers made from it", async () => {
    const { app, lines } = loggingApp('info');
    app.get('/', async (request) => {
      request.log.child({ step: 'inner' }).info('from a child');
      return 'ok';
    });
    await app.inject({ url: '/' });
    expect(lines.find((line) => line.msg === 'from a child')).toMatchObject({
      step: 'inner',
      reqId: expect.any(String),
    });
    await app.close();
  });
});
