import type { LookupAddress } from 'node:dns';
import { messages } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.ts';
import type { DnsLookup } from '../../src/proxy/outbound/guarded-connector.ts';
import { createOutboundClient, type OutboundClient } from '../../src/proxy/outbound/outbound-client.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';

/** The DNS of a name the attacker controls: it answers these addresses, in this order. */
function attackerDns(answers: Record<string, LookupAddress[]>): DnsLookup {
  return ((
    hostname: string,
    _options: unknown,
    callback: (error: Error | null, found: LookupAddress[]) => void,
  ) => {
    const found = answers[hostname];
    if (!found) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, found);
  }) as unknown as DnsLookup;
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

// Hole 8: a name of the attacker's that resolves to a public address and a private one (a
// round-robin record, or a rebinding answer), hoping the guard checks the first and the socket
// connects to the other.
describe('a host name resolving to both a public and a private address', () => {
  let upstream: FakeUpstream;
  let client: OutboundClient;
  const names: Record<string, LookupAddress[]> = {};
  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) => sendJson(response, 200, { internal: true }));
    Object.assign(names, {
      'public-first.example': [v4('93.184.216.34'), v4('127.0.0.1')],
      'private-first.example': [v4('127.0.0.1'), v4('93.184.216.34')],
      'metadata-among-many.example': [v4('93.184.216.34'), v4('93.184.216.35'), v4('169.254.169.254')],
      'mixed-families.example': [v6('2606:2800:220:1:248:1893:25c8:1946'), v6('::1')],
      'mapped-loopback.example': [v4('93.184.216.34'), v6('::ffff:127.0.0.1')],
    });
    client = createOutboundClient({
      timeoutMs: 2000,
      maxBytes: 1024 * 1024,
      allow: [],
      lookup: attackerDns(names),
    });
  });
  afterEach(() => expect(upstream.connections).toBe(0));
  afterAll(async () => {
    await client.close();
    await upstream.close();
  });

  it.each([
    'public-first.example',
    'private-first.example',
    'metadata-among-many.example',
    'mixed-families.example',
    'mapped-loopback.example',
  ])('refuses %s before connecting anywhere', async (name) => {
    const error = await client
      .send({ url: new URL(`http://${name}:${upstream.port}/`), method: 'GET', headers: {} })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('upstream_blocked');
    expect((error as AppError).message).toBe(messages.upstreamBlocked);
  });
});
