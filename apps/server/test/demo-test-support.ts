import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { expect } from 'vitest';
import { demoEmail } from '../src/demo/seed-demo-account.ts';
import { seedDemo } from '../src/demo/start-demo.ts';
import { post, sessionCookie } from './auth-test-support.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The demo as `npm start` seeds it, over a fresh sample upstream, with the demo admin signed in. */
export async function startSeededDemo(): Promise<{
  test: TestApp;
  upstream: SampleUpstream;
  cookie: string;
}> {
  const upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
  const test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
  const demo = await seedDemo(test.app, upstream.url);
  const password = demo?.password;
  const login = await post(test, '/api/login', { email: demoEmail, password, fingerprint: 'f'.repeat(64) });
  expect(login.statusCode).toBe(200);
  return { test, upstream, cookie: sessionCookie(test, login) };
}
