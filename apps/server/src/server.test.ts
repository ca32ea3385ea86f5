import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  demoPassword,
  freePort,
  type PortalProcess,
  signInOver,
  startPortalProcess,
} from '../test/portal-process.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../test/proxy/start-fake-upstream.ts';

describe('the portal process', () => {
  let upstream: FakeUpstream;
  let portal: PortalProcess;
  beforeAll(async () => {
    upstream = await startFakeUpstream(async (request, response) => {
      // A slow data server: the call is still in flight when the portal is told to stop.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      sendJson(response, 200, { value: [{ path: request.url }], totalResults: 1 });
    });
    portal = await startPortalProcess({
      DEMO: '1',
      DEMO_UPSTREAM_PORT: String(await freePort('127.0.0.2')),
      UPSTREAM_ALLOW: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await portal.stop();
    await upstream.close();
  });

  it('finishes a slow proxy call in flight on SIGTERM, refuses new work, then exits cleanly', async () => {
    const cookie = await signInOver(portal.url, 'admin@demo.portal', demoPassword(portal.output()));
    const server = await apiCall(portal.url, cookie, 'POST', '/api/servers', {
      name: 'Slow',
      settings: { url: `${upstream.url}/api/` },
    });
    const endpoint = await apiCall(portal.url, cookie, 'POST', `/api/servers/${server.body.uuid}/endpoints`, {
      name: 'Rows',
      settings: { url: 'rows', method: 'GET', response: 'list' },
    });
    const seen = upstream.requests.length;
    const inFlight = apiCall(portal.url, cookie, 'POST', '/api/proxy', { uuid: endpoint.body.uuid });
    while (upstream.requests.length === seen) await new Promise((resolve) => setTimeout(resolve, 20));

    portal.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await fetch(`${portal.url}/api/ready`).then(
      (response) => response.status,
      () => 'connection refused',
    );
    expect([503, 'connection refused']).toContain(refused);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.data.value).toEqual([{ path: '/api/rows?offset=0&limit=50' }]);
    expect(await portal.exited).toBe(0);
  });

  it('writes one JSON object per line when its output is not a terminal', () => {
    const records = portal
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const messages = records.map((record) => record.msg);
    expect(messages).toContain(`The portal is running at ${portal.url}`);
    expect(messages).toContain('SIGTERM: finishing the requests in flight, then stopping');
    expect(messages).toContain('Stopped');
    // The demo's sign-in is a record like the others, not a banner among the JSON lines.
    expect(
      messages.filter((message) =>
        message.startsWith('Demo account created. Sign in as admin@demo.portal with password: '),
      ),
    ).toHaveLength(1);
    expect(
      portal
        .output()
        .split('\n')
        .filter((line) => /password/.test(line) && !line.startsWith('{')),
    ).toEqual([]);
    // Requests are logged at debug level, so an info log holds none of them.
    expect(messages.filter((message) => /^(GET|POST) \//.test(message))).toEqual([]);
  });
});
