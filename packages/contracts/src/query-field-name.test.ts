import { describe, expect, it } from 'vitest';
import { isQueryFieldName, queryFieldName, queryFieldNameRefusal } from './query-field-name.ts';

describe('the field-name rule', () => {
  it.each([
    'name',
    'first_name',
    'customer.address.city',
    'PartyNumber',
    'e-mail',
    'Straße',
    'line2',
    'items.0.name',
    'query',
    'nullable',
  ])('accepts the plain name %s', (name) => {
    expect(isQueryFieldName(name)).toBe(true);
  });

  it.each([
    ['a json-server operator key', '_embed'],
    ['a json-server operator key', '_expand'],
    ['a json-server paging key', '_end'],
    ['an OData option', '$filter'],
    ['an OData expression', 'a eq b'],
    ['a regex operator suffix', 'name_like'],
    ['a negation suffix', 'id_ne'],
    ['a range suffix', 'price_gte'],
    ['a range suffix', 'price_lte'],
    ['a range suffix of another convention', 'price_gt'],
    ['a range suffix of another convention', 'price_lt'],
    ['a Django lookup', 'name__icontains'],
    ['json-server free text', 'q'],
    ['json-server free text in capitals', 'Q'],
    ['JSONP', 'callback'],
    ['an OData literal', 'null'],
    ['an OData connective', 'or'],
    ['the prototype', '__proto__'],
    ['an inherited member', 'constructor'],
    ['an inherited member', 'toString'],
    ['an inherited member in a path', 'customer.constructor'],
    ['an underscore segment in a path', 'customer._embed'],
    ['an operator suffix in a path', 'customer.name_like.x'],
    ['a descending sort', '-name'],
    ['a number literal', '1'],
    ['an empty segment', 'a..b'],
    ['a trailing dot', 'a.'],
    ['a comma list', 'name,id'],
    ['a quote', "name')"],
    ['nothing', ''],
    ['too long a name', 'a'.repeat(201)],
  ])('refuses %s: %s', (_case, name) => {
    expect(isQueryFieldName(name)).toBe(false);
  });

  it('refuses the reserved words a convention adds', () => {
    expect(isQueryFieldName('select')).toBe(true);
    expect(isQueryFieldName('select', ['select', 'order'])).toBe(false);
  });

  it('names the refused field in the schema message', () => {
    const result = queryFieldName.safeParse('name_like');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(queryFieldNameRefusal('name_like'));
    expect(queryFieldNameRefusal('name_like')).toBe('This is not a plain field name: "name_like"');
  });
});
