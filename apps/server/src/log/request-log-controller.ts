import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactLinkTokens } from '../http/redact-link-tokens.ts';
import type { LevelAware } from './lazy-request-logger.ts';

/**
 * Fastify logs two info lines per request by default; an operator's console shows what matters
 * (the address, warnings, errors) and LOG_LEVEL=debug shows the traffic, one line per request.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Every request ends here: without an error to log or debug lines to write, nothing is built.
    if (!error && (reply.log as LevelAware).isLevelEnabled?.('debug') === false) return;
    // Link tokens (activation, reset, invitation) never reach a log, whatever the path's spelling.
    const line = `${request.method} ${redactLinkTokens(request.url)} ${reply.statusCode}`;
    const fields = { statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.debug(fields, line);
  }
}
