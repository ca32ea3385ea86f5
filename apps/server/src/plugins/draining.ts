import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stopping in steps that lose no request (server.ts, on SIGTERM). */
    draining: {
      readonly active: boolean;
      /** Not ready from now on (/api/ready answers 503), while everything is still served. */
      start(): void;
      /**
       * Takes no new connection, serves on those open and closes each after its next answer; resolves
       * once every connection is closed, so that app.close() finds nothing left to cut.
       */
      stopListening(): Promise<void>;
    };
  }
}

/** A connection that carried no request for this long after the instance stopped listening is closed. */
const quietMs = 500;

/**
 * A load balancer retries a request elsewhere when its connection is refused, but not a POST it has
 * already sent: a connection the instance closes as the balancer writes on it loses that request.
 * So the instance first says it is not ready, then stops listening (a refused connection makes nginx
 * take it out of rotation) and answers what still arrives on open connections with `Connection:
 * close`; idle connections are closed only once nothing has arrived for a while, when the balancer
 * no longer chooses this instance. Fastify's own close would cut idle connections at once, including
 * one whose request has arrived but is not read yet.
 */
async function drainingPlugin(app: FastifyInstance) {
  let active = false;
  app.decorate('draining', {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
    stopListening() {
      active = true;
      const server = app.server;
      let lastRequestAt = Date.now();
      // Listeners of the server's own rather than hooks: nothing to pay until the instance stops.
      // This one runs before Fastify's, which may answer in the same tick; writeHead keeps the header.
      const closeAfterAnswer = (
        _request: unknown,
        response: { setHeader(name: string, value: string): void },
      ) => {
        lastRequestAt = Date.now();
        response.setHeader('connection', 'close');
      };
      server.prependListener('request', closeAfterAnswer);
      const sweep = setInterval(() => {
        if (Date.now() - lastRequestAt >= quietMs) server.closeIdleConnections();
      }, 100);
      // The plain TCP close: stops listening and calls back once the last connection has ended.
      return new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve())).finally(
        () => {
          clearInterval(sweep);
          server.off('request', closeAfterAnswer);
        },
      );
    },
  });
}

export default fp(drainingPlugin, { name: 'draining' });
