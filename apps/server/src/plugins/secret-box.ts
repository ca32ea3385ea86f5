import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadSecretKey } from '../crypto/load-secret-key.ts';
import { createSecretBox, type SecretBox } from '../crypto/secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens stored credentials with the application's one key. */
    secretBox: SecretBox;
  }
}

async function secretBoxPlugin(app: FastifyInstance) {
  app.decorate('secretBox', createSecretBox(loadSecretKey(app.config)));
}

export default fp(secretBoxPlugin, { name: 'secret-box', dependencies: ['context'] });
