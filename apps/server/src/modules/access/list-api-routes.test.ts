import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listApiRoutes } from '../../../test/access/list-api-routes.ts';

describe('listApiRoutes', () => {
  it('finds nested, parameterised and sibling routes under /api and nothing else', async () => {
    const app = Fastify();
    const handler = async () => ({});
    await app.register(
      async (api) => {
        api.get('/users', handler);
        api.post('/users', handler);
        api.put('/users/:id', handler);
        api.delete('/groups/:id', handler);
        api.get('/groups/:id/users', handler);
        api.delete('/groups/:id/users/:userId', handler);
        api.get('/groups/:id/views', handler);
        api.post('/servers/:id/endpoints/:endpointId/test', handler);
        api.get('/servers/:id/endpoints', handler);
      },
      { prefix: '/api' },
    );
    app.get('/*', handler);
    app.get('/sw.js', handler);
    await app.ready();
    expect(listApiRoutes(app)).toEqual([
      'DELETE /api/groups/:id',
      'DELETE /api/groups/:id/users/:userId',
      'GET /api/groups/:id/users',
      'GET /api/groups/:id/views',
      'GET /api/servers/:id/endpoints',
      'GET /api/users',
      'POST /api/servers/:id/endpoints/:endpointId/test',
      'POST /api/users',
      'PUT /api/users/:id',
    ]);
    await app.close();
  });
});
