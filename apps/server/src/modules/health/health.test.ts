import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/health and /api/ready', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers liveness without asking anything else', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers and no Redis is configured', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });
});

describe('GET /api/ready when a service does not answer', () => {
  it('answers 503 naming Redis when Redis is unreachable', async () => {
    const test = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unreachable' });
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('answers 503 naming the database when the database is gone', async () => {
    const test = await createTestApp();
    const { db } = test.context;
    try {
      await db.destroy();
      const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: 'unreachable',
        redis: 'not configured',
      });
    } finally {
      await test.close().catch(() => undefined);
    }
  });
});
