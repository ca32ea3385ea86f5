import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

/** A non-terminal output that keeps what is written to it. */
function collector(isTTY = false) {
  const lines: string[] = [];
  return { lines, output: { isTTY, write: (text: string) => lines.push(text) } };
}

/** A Fastify app on these options that answers one request, and the lines it logged. */
async function logOfOneRequest(options: ReturnType<typeof loggerOptions>, url: string, lines: string[]) {
  const app = Fastify({ logger: options });
  app.get('/*', async () => ({ ok: true }));
  await app.inject({
    method: 'GET',
    url,
    headers: { cookie: 'portal_session=secret-session', authorization: 'Basic c2VjcmV0' },
  });
  app.log.debug({ detail: 'hidden' }, 'a debug line');
  await app.close();
  return lines.join('');
}

const terminal = { isTTY: true, write: () => true };
const pipe = { isTTY: false, write: () => true };

describe('where the log goes and in which form', () => {
  it('writes readable lines to a terminal', () => {
    const options = loggerOptions({ logLevel: 'info', logFormat: undefined }, { output: terminal });
    expect(options.stream).toBeDefined();
    expect(options.stream).not.toBe(terminal);
  });

  it('writes JSON when the output is not a terminal', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: undefined }, { output: pipe }).stream).toBe(pipe);
  });

  it('writes JSON to a terminal with LOG_FORMAT=json, and readable lines anywhere with pretty', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' }, { output: terminal }).stream).toBe(
      terminal,
    );
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, { output: pipe }).stream).not.toBe(pipe);
  });

  it("keeps the configured level, and hands a test's stream every line at trace level", () => {
    const { output } = collector();
    expect(loggerOptions({ logLevel: 'warn', logFormat: undefined }, { output }).level).toBe('warn');
    const logStream = { write: () => {} };
    const options = loggerOptions({ logLevel: 'warn', logFormat: 'json' }, { logStream, output });
    expect(options.level).toBe('trace');
    expect(options.stream).toBe(logStream);
  });

  it('writes one JSON object per request line, without link tokens, cookies or authorization', async () => {
    const { lines, output } = collector();
    const options = loggerOptions({ logLevel: 'info', logFormat: 'json' }, { output });
    const log = await logOfOneRequest(options, '/resetpassword/secret-token-123?x=1', lines);
    const records = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const incoming = records.find((record) => record.msg === 'incoming request');
    expect(incoming.level).toBe(30);
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/resetpassword/[redacted]' });
    expect(log).not.toContain('secret-token-123');
    expect(log).not.toContain('secret-session');
    expect(log).not.toContain('c2VjcmV0');
    expect(records.some((record) => record.msg === 'a debug line')).toBe(false);
  });

  it('writes readable lines to a terminal: time, level, message, then the fields, coloured', async () => {
    const { lines, output } = collector(true);
    // Colours are on unless NO_COLOR says otherwise, which this test's own environment may.
    const noColor = process.env.NO_COLOR;
    delete process.env.NO_COLOR;
    const options = loggerOptions({ logLevel: 'info', logFormat: undefined }, { output });
    if (noColor !== undefined) process.env.NO_COLOR = noColor;
    const log = await logOfOneRequest(options, '/activate/secret-token-456', lines);
    const plain = log.replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '');
    expect(plain).toMatch(/^\d{2}:\d{2}:\d{2} INFO {2}incoming request /m);
    expect(plain).toContain('req={"method":"GET","url":"/activate/[redacted]"');
    expect(plain).not.toContain('a debug line');
    expect(log).toContain('\u001b[32mINFO \u001b[0m');
    expect(log).not.toContain('secret-token-456');
    expect(log).not.toContain('secret-session');
  });

  it('never writes cookies or authorization headers', () => {
    expect(loggerOptions({ logLevel: 'debug', logFormat: undefined }).redact).toEqual([
      'req.headers.cookie',
      'req.headers.authorization',
    ]);
  });
});
