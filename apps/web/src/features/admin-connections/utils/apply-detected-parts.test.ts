import { describe, expect, it } from 'vitest';
import { applyDetectedParts } from './apply-detected-parts';
import { readRestParts, restFormValuesOfPreset, restSettingsOf } from './rest-form-values';

describe("the parts 'Detect' proposes, in the server form", () => {
  it('fills rows, total and paging, keeps the templates, and saves them as overrides of the preset', () => {
    const values = applyDetectedParts(restFormValuesOfPreset('json-server-1'), {
      rows: 'results',
      total: { body: 'count' },
      paging: { style: 'offset', offset: 'offset', limit: 'limit' },
      findings: [],
    });
    expect(values).toMatchObject({
      preset: 'json-server-1',
      rows: 'results',
      totalFrom: 'body',
      totalPath: 'count',
      pagingStyle: 'offset',
      pagingParam: 'offset',
      pagingSize: 'limit',
    });
    expect(values.query.contains).toBe('{field}:contains={value}');
    const read = readRestParts(values);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(restSettingsOf(values.preset, read.parts)).toEqual({
      preset: 'json-server-1',
      rows: 'results',
      total: { body: 'count' },
      paging: { style: 'offset', offset: 'offset', limit: 'limit' },
    });
  });

  it('takes a header total and a Link cursor, and leaves paging as it was without a hint', () => {
    const start = restFormValuesOfPreset('postgrest');
    const linked = applyDetectedParts(start, {
      rows: '',
      total: 'x-total-count',
      paging: { style: 'cursor', from: 'link', param: 'page', limit: 'per_page' },
      findings: [],
    });
    expect(linked).toMatchObject({
      totalFrom: 'x-total-count',
      totalPath: '',
      pagingStyle: 'cursor',
      cursorFrom: 'link',
      pagingParam: 'page',
      pagingSize: 'per_page',
    });
    const kept = applyDetectedParts(start, { rows: 'data', total: 'none', paging: null, findings: [] });
    expect(kept).toMatchObject({
      rows: 'data',
      totalFrom: 'none',
      pagingStyle: 'offset',
      pagingParam: 'offset',
    });
  });
});
