import { describe, expect, it } from 'vitest';
import { endpointFor, inputFor, serverAt } from '../../../test/proxy/engine-fixtures.ts';
import { createPreparedCalls } from './prepared-calls.ts';

const call = { params: { offset: 0, limit: 10 } };

describe('prepared calls', () => {
  it('builds a call once and answers a repeat from memory', () => {
    const calls = createPreparedCalls('secret');
    const server = serverAt('http://upstream.test/api');
    const endpoint = endpointFor('customers');
    const first = calls.prepare(inputFor(server, endpoint, call));
    // A repeat arrives as a new input object, as each request builds its own.
    const again = calls.prepare(inputFor({ ...server }, endpoint, { params: { offset: 0, limit: 10 } }));
    expect(again.prepared).toBe(first.prepared);
    expect(again.key).toBe(first.key);
    expect(first.prepared.request.url.href).toBe('http://upstream.test/api/customers?offset=0&limit=10');
  });

  it('builds again from an endpoint loaded after an edit, never from its old settings', () => {
    const calls = createPreparedCalls('secret');
    const server = serverAt('http://upstream.test/api');
    const endpoint = endpointFor('customers');
    const before = calls.prepare(inputFor(server, endpoint, call));
    const edited = { id: endpoint.id, settings: { ...endpoint.settings, url: 'clients' } };
    const after = calls.prepare(inputFor(server, edited, call));
    expect(after.prepared.request.url.pathname).toBe('/api/clients');
    expect(after.key).not.toBe(before.key);
  });

  it('builds again when the server moved or its credentials changed', () => {
    const calls = createPreparedCalls('secret');
    const server = serverAt('http://upstream.test/api', 'default', 'basic', { username: 'a', password: 'b' });
    const endpoint = endpointFor('customers');
    const before = calls.prepare(inputFor(server, endpoint, call));
    const moved = calls.prepare(inputFor({ ...server, url: 'http://other.test/api/' }, endpoint, call));
    expect(moved.prepared.request.url.host).toBe('other.test');
    const renewed = calls.prepare(
      inputFor({ ...server, auth: { username: 'a', password: 'c' }, credentialVersion: 2 }, endpoint, call),
    );
    expect(new Set([before.key, moved.key, renewed.key]).size).toBe(3);
  });

  it('keeps tenants and calls apart, and remembers only the most recent calls', () => {
    const calls = createPreparedCalls('secret', 2);
    const server = serverAt('http://upstream.test/api');
    const endpoint = endpointFor('customers');
    const ofA = calls.prepare(inputFor(server, endpoint, call, 'tenant-a'));
    const ofB = calls.prepare(inputFor(server, endpoint, call, 'tenant-b'));
    expect(ofB.key).not.toBe(ofA.key);
    const page2 = calls.prepare(
      inputFor(server, endpoint, { params: { offset: 10, limit: 10 } }, 'tenant-b'),
    );
    expect(page2.prepared.request.url.search).toBe('?offset=10&limit=10');
    // tenant-a's call was the oldest of three with room for two: built again, to the same key.
    const rebuilt = calls.prepare(inputFor(server, endpoint, call, 'tenant-a'));
    expect(rebuilt.prepared).not.toBe(ofA.prepared);
    expect(rebuilt.key).toBe(ofA.key);
  });
});
