import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { redactLinkTokens } from '../http/redact-link-tokens.ts';
import { createReadableLogStream, type LineOutput } from './readable-log-stream.ts';

export type LogOptions = {
  /** Tests read every log line at trace level through this stream. */
  logStream?: { write(line: string): void };
  /** Where the log goes when no stream is given (process.stdout). */
  output?: LineOutput;
};

/**
 * Fastify's logger: readable lines in a terminal (or LOG_FORMAT=pretty), one JSON object per line
 * otherwise (or LOG_FORMAT=json), for log collectors. Credentials in headers are never written.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>, options: LogOptions = {}) {
  const redact = ['req.headers.cookie', 'req.headers.authorization'];
  const serializers = {
    // Fastify's own request fields, with link tokens kept out of the URL.
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactLinkTokens(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  };
  if (options.logStream) return { level: 'trace', redact, serializers, stream: options.logStream };
  const output = options.output ?? process.stdout;
  const readable = config.logFormat === 'pretty' || (config.logFormat === undefined && output.isTTY === true);
  return {
    level: config.logLevel,
    redact,
    serializers,
    ...(readable
      ? { stream: createReadableLogStream(output) }
      : output === process.stdout
        ? {}
        : { stream: output }),
  };
}
