import { describe, expect, it } from 'vitest';
import { dataset, startEngine } from '../../../testing/engine-test-kit';
import { readField } from './read-field';
import { resolveRequest } from './resolve-request';

// Hole 4: names from a stored view or a record were looked up in plain objects, so `constructor`
// or `toString` found what every object inherits.
const inherited = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('a record field named like an object member', () => {
  const record = { id: 7, name: 'Acme', address: { city: 'Oslo' } };

  it.each(inherited)('reads nothing for %s when the record has no such field', (field) => {
    expect(readField(record, field)).toBeUndefined();
    expect(readField(record, `address.${field}`)).toBeUndefined();
    expect(readField(record, `name.${field}`)).toBeUndefined();
  });

  it.each(inherited)('reads the value when the record does have a field %s', (field) => {
    const own = JSON.parse(`{"${field}": "its own value", "nested": {"${field}": 3}}`);
    expect(readField(own, field)).toBe('its own value');
    expect(readField(own, `nested.${field}`)).toBe(3);
  });
});

describe('a URL variable named like an object member', () => {
  const main = dataset('main', 'record', {
    variables: [{ name: 'constructor' }, { name: '__proto__' }, { name: 'toString' }],
  });

  it('is missing when the page vars do not hold it, never a function', () => {
    const inputs = resolveRequest(main, () => undefined, JSON.parse('{"id": 1}'), 'view');
    expect(inputs).toEqual({ kind: 'missing', missing: ['constructor', '__proto__', 'toString'] });
  });

  it('travels as its own variable when the page vars hold it', () => {
    const vars = JSON.parse('{"constructor": "c", "__proto__": "p", "toString": "t"}');
    const inputs = resolveRequest(main, () => undefined, vars, 'view');
    expect(inputs.kind).toBe('ready');
    if (inputs.kind !== 'ready') return;
    expect(Object.getPrototypeOf(inputs.request.urlVariables)).toBe(Object.prototype);
    expect(Object.entries(inputs.request.urlVariables)).toEqual([
      ['constructor', 'c'],
      ['__proto__', 'p'],
      ['toString', 't'],
    ]);
    expect(JSON.parse(inputs.key).urlVariables).toEqual(vars);
  });
});

describe('datasets named like object members', () => {
  it('are datasets like any other, and unknown names are no dataset', () => {
    const { state } = startEngine([dataset('main', 'record'), dataset('__proto__', 'record')], { id: 1 });
    expect(state('__proto__')?.name).toBe('__proto__');
    expect(state('constructor')).toBeUndefined();
    expect(state('toString')).toBeUndefined();
  });
});
