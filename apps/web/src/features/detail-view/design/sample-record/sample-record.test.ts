import type { DetailMetadata } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { listEndpointOf, opensWithoutRecord, sampleVarsOf } from './sample-record';

const endpoint = (uuid: string, url: string, response: 'list' | 'record') => ({
  uuid,
  name: uuid,
  settings: { url, response },
});

const metadata = (variables: DetailMetadata['datasets'][number]['variables']): DetailMetadata => ({
  server: 's',
  endpoint: 'e',
  datasets: [{ name: 'main', datasetType: 'record', server: 's', serverName: 'S', endpoint: 'e', variables }],
});

describe('a detail page opened without a record', () => {
  it('is one whose main misses a page variable, not one whose variables are fixed or read elsewhere', () => {
    expect(opensWithoutRecord(metadata([{ name: 'id' }]), {})).toBe(true);
    expect(opensWithoutRecord(metadata([{ name: 'id' }]), { id: 7 })).toBe(false);
    expect(opensWithoutRecord(metadata([{ name: 'id', value: '3' }]), {})).toBe(false);
    expect(opensWithoutRecord(metadata([]), {})).toBe(false);
  });

  it("takes its sample from the list at the record endpoint's own path, else from a list of the same noun", () => {
    const record = endpoint('ticket', 'v1/tickets/$(ticket_id)', 'record');
    const atPath = endpoint('list', 'v1/tickets', 'list');
    const sameNoun = endpoint('other', 'all/Tickets', 'list');
    const unrelated = endpoint('customers', 'v1/customers', 'list');
    expect(listEndpointOf(record, [unrelated, sameNoun, atPath, record])?.uuid).toBe('list');
    expect(listEndpointOf(record, [unrelated, sameNoun])?.uuid).toBe('other');
    expect(listEndpointOf(record, [unrelated])).toBeUndefined();
  });

  it("opens the first row by its own field of the variable's name, or by its id", () => {
    expect(sampleVarsOf({ ticket_id: 4, id: 9 }, ['ticket_id'])).toEqual({ ticket_id: 4 });
    expect(sampleVarsOf({ id: 9, name: 'x' }, ['ticket_id'])).toEqual({ ticket_id: 9 });
    expect(sampleVarsOf({ org: 'a', id: 2 }, ['org', 'id'])).toEqual({ org: 'a', id: 2 });
    expect(sampleVarsOf({ id: 2 }, ['org', 'id'])).toBeNull();
    expect(sampleVarsOf(undefined, ['id'])).toBeNull();
  });
});
