import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

const features = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'];

// Hole 8: a script that got into the page (or a page the portal frames) asks for the camera, the
// microphone or the location, and the browser asks the user under the portal's name.
describe('powerful browser features asked for under the portal’s name', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('every answer turns them off with Permissions-Policy, for the portal and whatever it frames', async () => {
    const { user } = await createTenant(test);
    for (const [url, cookie] of [
      ['/login', undefined],
      ['/api/health', undefined],
      ['/api/users', user.cookie],
      ['/api/nowhere', user.cookie],
    ] as const) {
      const response = await test.app.inject({ method: 'GET', url, headers: apiHeaders(cookie) });
      const policy = String(response.headers['permissions-policy'] ?? '');
      for (const feature of features) expect(policy, `${url}: ${feature}`).toContain(`${feature}=()`);
    }
  });
});
