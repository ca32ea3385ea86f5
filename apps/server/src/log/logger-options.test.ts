import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

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

  it('never writes cookies or authorization headers', () => {
    expect(loggerOptions({ logLevel: 'debug', logFormat: undefined }).redact).toEqual([
      'req.headers.cookie',
      'req.headers.authorization',
    ]);
  });
});
