import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readSampleRecord } from './read-sample-record';

describe('reading the sample record of the new detail page', () => {
  it('takes the record the endpoint answered', () => {
    expect(readSampleRecord({ status: 200, data: { id: 7, name: 'Ada' } })).toEqual({
      ok: true,
      record: { id: 7, name: 'Ada' },
    });
  });

  it('takes the one record of a list answer', () => {
    expect(readSampleRecord({ status: 200, data: { value: [{ id: 7 }] } })).toEqual({
      ok: true,
      record: { id: 7 },
    });
    expect(readSampleRecord({ status: 200, data: [{ id: 8 }] })).toEqual({ ok: true, record: { id: 8 } });
  });

  it.each([
    ['nothing', undefined],
    ['an empty record', { status: 200, data: {} }],
    ['several records', { status: 200, data: [{ id: 1 }, { id: 2 }] }],
    ['a text', { status: 200, data: 'hello' }],
  ])('says there is no usable data for %s', (_case, answer) => {
    expect(readSampleRecord(answer)).toEqual({ ok: false, message: messages.wizardNoData });
  });
});
