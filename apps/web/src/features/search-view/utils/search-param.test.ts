import { describe, expect, it } from 'vitest';
import { decodeSearchParam, encodeSearchParam } from './search-param';

const entries = [
  { label: 'Name', field: 'name', value: 'Smith & Sons' },
  { label: '*', field: '*', value: 'berlin "north"' },
];

describe('the search query parameter', () => {
  it('holds the active text filters as a JSON list of label, field and value', () => {
    expect(JSON.parse(encodeSearchParam(entries))).toEqual(entries);
  });

  it('survives the URL: encoded by URLSearchParams and read back', () => {
    const query = new URLSearchParams({ search: encodeSearchParam(entries) }).toString();
    expect(query).not.toContain('"');
    expect(decodeSearchParam(new URLSearchParams(query).get('search'))).toEqual(entries);
  });

  it('reads a value that was URL-encoded twice by a hand-built link', () => {
    const once = encodeURIComponent(encodeSearchParam(entries));
    expect(decodeSearchParam(once)).toEqual(entries);
  });

  it('keeps only label, field and value of each entry', () => {
    const extra = JSON.stringify([{ label: 'City', field: 'city', value: 'Rome', colour: 'red' }]);
    expect(decodeSearchParam(extra)).toEqual([{ label: 'City', field: 'city', value: 'Rome' }]);
  });

  it('reads numbers as text and a missing label as the field', () => {
    expect(decodeSearchParam(JSON.stringify([{ field: 'zip', value: 1010 }]))).toEqual([
      { label: 'zip', field: 'zip', value: '1010' },
    ]);
  });

  it('means no filters when absent or empty', () => {
    expect(decodeSearchParam(null)).toEqual([]);
    expect(decodeSearchParam('')).toEqual([]);
    expect(decodeSearchParam('[]')).toEqual([]);
  });

  it('reports an undecodable value as undefined so it can be logged and ignored', () => {
    expect(decodeSearchParam('not json')).toBeUndefined();
    expect(decodeSearchParam('%E0%A4%A')).toBeUndefined();
    expect(decodeSearchParam('{"label":"a","field":"b","value":"c"}')).toBeUndefined();
    expect(decodeSearchParam('[{"label":"a","value":"c"}]')).toBeUndefined();
    expect(decodeSearchParam('[{"label":"a","field":"b","value":{"x":1}}]')).toBeUndefined();
    expect(decodeSearchParam('[null]')).toBeUndefined();
  });

  it('carries an exact entry with its value as the link gave it, a number staying a number (DESIGN.md §7c)', () => {
    const exact = [
      { label: 'Customer id', field: 'customerId', value: '17', exact: { value: 17 } },
      { label: 'Customer', field: 'customerName', value: "O'Neil GmbH 1", exact: { value: "O'Neil GmbH 1" } },
    ];
    const encoded = encodeSearchParam(exact);
    expect(JSON.parse(encoded)).toEqual([
      { label: 'Customer id', field: 'customerId', value: 17, exact: true },
      { label: 'Customer', field: 'customerName', value: "O'Neil GmbH 1", exact: true },
    ]);
    expect(decodeSearchParam(new URLSearchParams({ search: encoded }).get('search'))).toEqual(exact);
  });

  it('reads exact on free text, or an exact value that is no scalar, as no exact entry', () => {
    expect(decodeSearchParam('[{"field":"*","value":"a","exact":true}]')).toEqual([
      { label: '*', field: '*', value: 'a' },
    ]);
    expect(decodeSearchParam('[{"field":"a","value":{"x":1},"exact":true}]')).toBeUndefined();
  });
});
