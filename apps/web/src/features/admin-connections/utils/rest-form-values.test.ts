import { headerRefusal, messages, restPresetParts, restSettings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  fixesCredentialHeader,
  type RestFormValues,
  readRestParts,
  restFormValuesOfPreset,
  restFormValuesOfSettings,
  restSettingsOf,
} from './rest-form-values';

const saved = (values: RestFormValues) => {
  const read = readRestParts(values);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return restSettingsOf(values.preset, read.parts);
};

describe('the REST conventions of the server form', () => {
  it('starts from the preset picked and saves only the preset when nothing is changed', () => {
    const values = restFormValuesOfPreset('postgrest');
    expect(values).toMatchObject({
      rows: '',
      record: '0',
      pagingStyle: 'offset',
      pagingParam: 'offset',
      pagingSize: 'limit',
      totalFrom: 'content-range',
      headers: 'Prefer: count=exact',
      repeatedKeys: 'and',
    });
    expect(values.query.contains).toBe('{field}=ilike.*{value}*');
    expect(values.query.freeText).toBe('');
    expect(saved(values)).toEqual({ preset: 'postgrest' });
  });

  it('saves an edited part beside the preset, a cleared template as not supported', () => {
    const values = restFormValuesOfPreset('laravel');
    values.totalFrom = 'body';
    values.totalPath = 'meta.total';
    values.query = { ...values.query, contains: '', equals: 'filter[{field}]={value}' };
    const settings = saved(values);
    expect(settings).toEqual({
      preset: 'laravel',
      total: { body: 'meta.total' },
      query: { equals: 'filter[{field}]={value}', contains: null },
    });
    // What is saved reads back as the same form.
    expect(restSettings.parse(settings)).toEqual(settings);
    expect(restFormValuesOfSettings(settings)).toEqual(values);
  });

  it('saves every part of a custom convention, with a Link-header cursor and fixed headers', () => {
    const values = restFormValuesOfPreset('custom');
    Object.assign(values, {
      rows: 'items',
      pagingStyle: 'cursor',
      cursorFrom: 'link',
      pagingParam: 'after',
      pagingSize: 'per_page',
      headers: 'Accept: application/json\nX-Api-Version: 2',
    });
    values.query.sortAsc = 'sort={field}';
    const settings = saved(values);
    expect(settings).toMatchObject({
      preset: 'custom',
      rows: 'items',
      record: '',
      paging: { style: 'cursor', from: 'link', param: 'after', limit: 'per_page' },
      total: 'none',
      headers: { Accept: 'application/json', 'X-Api-Version': '2' },
    });
    expect(restSettings.safeParse(settings).success).toBe(true);
  });

  it('names each wrong part under its own field with the server’s own texts', () => {
    const values = restFormValuesOfPreset('json-server-1');
    Object.assign(values, {
      rows: 'data. rows',
      pagingParam: 'page number',
      totalFrom: 'body',
      totalPath: 'a b',
    });
    values.query = { ...values.query, contains: 'name_like={value}', sortAsc: '_sort' };
    values.headers = 'Broken header line';
    const read = readRestParts(values);
    expect(read).toEqual({
      ok: false,
      errors: expect.objectContaining({
        'rest.rows': messages.restInvalidPath,
        'rest.pagingParam': messages.restInvalidParamName,
        'rest.totalPath': messages.restInvalidPath,
        'rest.query.contains': messages.restTemplateNeedsField,
        'rest.query.sortAsc': messages.restTemplateShape,
        'rest.headers': messages.restInvalidHeader,
      }),
    });
  });

  it('names a fixed header that may not be set, and tells a credential header apart', () => {
    const values = restFormValuesOfPreset('postgrest');
    values.headers = 'Prefer: count=exact\nCookie: session=1';
    expect(readRestParts(values)).toEqual({
      ok: false,
      errors: expect.objectContaining({ 'rest.headers': headerRefusal('Cookie') }),
    });
    expect(fixesCredentialHeader(values)).toBe(false);
    values.headers = 'Prefer: count=exact\nAuthorization:';
    expect(readRestParts(values).ok).toBe(true);
    expect(fixesCredentialHeader(values)).toBe(true);
  });

  it('offers every preset’s parts as valid settings', () => {
    for (const preset of Object.keys(restPresetParts) as Array<keyof typeof restPresetParts>) {
      const values = restFormValuesOfPreset(preset);
      expect(readRestParts(values).ok, preset).toBe(true);
    }
  });
});
