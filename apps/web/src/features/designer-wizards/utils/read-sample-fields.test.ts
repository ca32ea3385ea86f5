import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readSampleFields } from './read-sample-fields';

const page = (value: unknown) => ({ status: 200, data: { value, offset: 0, limit: 1, totalResults: 1 } });

describe('reading the main entity fields from a sample page', () => {
  it('takes the fields of the first record, marks the text ones and judges how each reads', () => {
    const answer = page([
      { id: 1, name: 'Acme', city: 'Oslo', creditLimit: 5000, vip: true, note: null, since: '2023-09-17' },
    ]);
    expect(readSampleFields(answer)).toEqual({
      ok: true,
      fields: ['id', 'name', 'city', 'creditLimit', 'vip', 'note', 'since'],
      textFields: ['name', 'city', 'since'],
      valueTypes: {
        id: 'text',
        name: 'text',
        city: 'text',
        creditLimit: 'number',
        vip: 'text',
        note: 'text',
        since: 'datenotime',
      },
    });
  });

  it('leaves out nested values and names the upstream query languages cannot carry', () => {
    const answer = page([{ id: 1, links: [{ rel: 'self' }], address: { city: 'Oslo' }, 'first name': 'A' }]);
    expect(readSampleFields(answer)).toEqual({
      ok: true,
      fields: ['id'],
      textFields: [],
      valueTypes: { id: 'text' },
    });
  });

  it.each([
    ['an empty page', page([])],
    ['an answer without rows', { status: 200, data: { items: [] } }],
    ['no answer at all', undefined],
    ['an envelope with another status', { status: 404, data: { value: [{ id: 1 }] } }],
  ])('reports %s as no data', (_case, answer) => {
    expect(readSampleFields(answer)).toEqual({ ok: false, message: messages.wizardNoData });
  });

  it.each([
    ['a record with no fields', page([{}])],
    ['a record that is not an object', page(['Acme'])],
    ['a record with only nested values', page([{ links: [] }])],
  ])('reports %s as an invalid main entity', (_case, answer) => {
    expect(readSampleFields(answer)).toEqual({ ok: false, message: messages.invalidMainEntity });
  });
});
