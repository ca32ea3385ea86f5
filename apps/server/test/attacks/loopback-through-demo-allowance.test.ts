import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type PortalProcess, startPortalProcess } from '../demo-portal-process.ts';
import { type HttpTenant, signUpOverHttp } from '../http-tenant.ts';

// Hole 1: with `npm start`'s defaults (demo on, listening on every address) the demo's allowance of
// its sample upstream's address let any tenant admin read every service on the machine's loopback,
// the portal itself included, through the endpoint tester.
describe("a tenant admin aiming the endpoint tester at the machine through the demo's allowance", () => {
  let portal: PortalProcess;
  let demoPort: number;
  let eve: HttpTenant;

  beforeAll(async () => {
    demoPort = await freePort('127.0.0.2');
    portal = await startPortalProcess({ DEMO_UPSTREAM_PORT: String(demoPort) });
    eve = await signUpOverHttp(portal);
  }, 60_000);
  afterAll(() => portal?.stop());

  /** Adds a server at `url` with one endpoint at `path`, and runs the endpoint tester on it. */
  async function testEndpointAt(url: string, path: string) {
    const server = await eve.call('POST', '/api/servers', { name: `Target ${url}`, settings: { url } });
    expect(server.status, server.text).toBe(200);
    const serverId = (server.body as { uuid: string }).uuid;
    const endpoint = await eve.call('POST', `/api/servers/${serverId}/endpoints`, {
      name: 'Probe',
      settings: { url: path, response: 'object' },
    });
    expect(endpoint.status, endpoint.text).toBe(200);
    const endpointId = (endpoint.body as { uuid: string }).uuid;
    return eve.call('POST', `/api/servers/${serverId}/endpoints/${endpointId}/test`, {});
  }

  it("cannot read the portal's own API through the sample upstream's address", async () => {
    const answer = await testEndpointAt(`http://127.0.0.2:${portal.port}/`, 'api/health');
    expect(answer.status, answer.text).toBe(502);
    expect(answer.body).toMatchObject({ code: 'upstream_blocked' });
  });

  it('cannot reach loopback through IPv4-compatible or IPv4-translated IPv6 addresses', async () => {
    for (const host of ['[::127.0.0.1]', '[::127.0.0.2]', '[::ffff:0:127.0.0.1]', '[::ffff:0:7f00:2]']) {
      const answer = await testEndpointAt(`http://${host}:${portal.port}/`, 'api/health');
      expect(answer.status, `${host}: ${answer.text}`).toBe(502);
      expect(answer.body, host).toMatchObject({ code: 'upstream_blocked' });
    }
  });

  it('still reaches the sample upstream itself, on its one host and port', async () => {
    const answer = await testEndpointAt(`http://127.0.0.2:${demoPort}/open/api/`, 'customers');
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as { status: number }).status).toBe(200);
  });
});
